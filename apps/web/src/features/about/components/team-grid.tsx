import type { TeamMember } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import avatarPlaceholder from "../../../assets/avatar-placeholder.svg?inline";
import { EmptyState } from "../../../components/empty-state.tsx";
import { ExternalLink } from "../../../components/external-link.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { CardGridSkeleton } from "../../../components/skeleton.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useTeams } from "../api/get-teams.ts";

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation("about");
  const lang = useFieldLang(member);
  return (
    <article className="team-card">
      <ResponsiveImage
        src={member.photo}
        fallback={avatarPlaceholder}
        alt={t("team.photoOf", { name: member.name })}
        width={160}
        height={160}
        sizes="160px"
        className="team-card__photo"
      />
      <div className="team-card__body">
        <h3 className="team-card__name">{member.name}</h3>
        <p className="team-card__position" {...lang("position")}>
          {member.position}
        </p>
        <p className="team-card__bio" {...lang("teamMemberBio")}>
          {member.teamMemberBio}
        </p>
        <NotTranslatedNote item={member} fields={["position", "teamMemberBio"]} />
        {member.twitter || member.linkedn ? (
          <p className="team-card__links">
            {member.twitter ? (
              <ExternalLink href={member.twitter}>
                {t("team.socialShort")}
                <span className="visually-hidden">: {member.name}</span>
              </ExternalLink>
            ) : null}
            {member.linkedn ? (
              <ExternalLink href={member.linkedn}>
                {t("team.linkedinShort")}
                <span className="visually-hidden">: {member.name}</span>
              </ExternalLink>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function TeamGrid() {
  const { t } = useTranslation("about");
  const teams = useTeams();
  if (teams.isPending) return <CardGridSkeleton count={4} media={false} label={t("common:status.loading")} />;
  if (teams.isError) {
    return (
      <EmptyState tone="error" title={t("team.error")}>
        {describeError(t, teams.error)}
      </EmptyState>
    );
  }
  if (teams.data.teams.length === 0) {
    return <EmptyState title={t("team.emptyTitle")}>{t("team.emptyText")}</EmptyState>;
  }
  return (
    <ul className="team-grid">
      {teams.data.teams.map((member) => (
        <li key={member.id}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}
