// /admin/team: the people shown on the About Us page, in their display order.
import type { TeamMember } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DataTable } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { useDeleteTeamMember } from "./api/delete-team-member.ts";
import { useTeam } from "./api/get-team.ts";

export default function TeamPage() {
  const { t } = useTranslation("admin");
  const list = useTeam();
  const remove = useDeleteTeamMember();
  return (
    <AdminPage
      title={t("team.title")}
      lead={t("team.lead")}
      actions={
        <>
          <ButtonLink to="/admin/team/new">{t("team.add")}</ButtonLink>
          <ButtonLink to="/about" variant="secondary">
            {t("list.viewOnSite")}
          </ButtonLink>
        </>
      }
    >
      <DataTable<TeamMember>
        caption={t("team.title")}
        rows={list.data}
        rowKey={(member) => member.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t("team.empty")}
        columns={[
          {
            key: "photo",
            header: <span className="visually-hidden">{t("fields.photo")}</span>,
            cell: (member) =>
              member.photo ? (
                <img className="data-table__thumb" src={member.photo} alt="" loading="lazy" />
              ) : (
                <span className="data-table__thumb" />
              ),
          },
          {
            key: "name",
            header: t("fields.name"),
            primary: true,
            cell: (member) => (
              <>
                <span className="data-table__primary">{member.name}</span>
                <span className="data-table__secondary">{member.position}</span>
              </>
            ),
          },
          { key: "order", header: t("fields.sortOrder"), cell: (member) => member.sortOrder },
          {
            key: "links",
            header: t("team.links"),
            cell: (member) =>
              [member.twitter ? t("team.social") : null, member.linkedn ? "LinkedIn" : null]
                .filter(Boolean)
                .join(", ") || "—",
          },
        ]}
        actions={(member) => (
          <>
            <Link
              className="row-button"
              to={`/admin/team/${member.id}/edit`}
              aria-label={t("actions.editItem", { name: member.name })}
            >
              {t("actions.edit")}
            </Link>
            <DeleteButton itemName={member.name} onDelete={() => remove.mutateAsync(member.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
