// /admin/team/new and /admin/team/<id>/edit (the member is read from the team list: the API has no
// single-member read).
import { ADMIN_PAGES, type TeamMember, teamMemberInputSchema } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { ItemEditPage, useRouteId } from "../components/item-edit-page.tsx";
import { PhotoField } from "../components/photo-field.tsx";
import { UrlField } from "../components/url-field.tsx";
import { noticeDone } from "../lib/notices.ts";
import { translationValues } from "../lib/translation-values.ts";
import { type SaveWithFile, useEditForm } from "../lib/use-edit-form.ts";
import { TranslationsSection } from "../translations/translations-section.tsx";
import { useTeam } from "./api/get-team.ts";
import { useSaveTeamMember } from "./api/save-team-member.ts";

const BACK = ADMIN_PAGES.team;

export default function TeamEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const id = useRouteId();
  const team = useTeam();
  const member = id !== undefined ? team.data?.find((candidate) => candidate.id === id) : undefined;
  const save = useSaveTeamMember();

  const onSave: SaveWithFile = async (values, photo) => {
    await save.mutateAsync({ id, values, photo });
    noticeDone(t, id ? "saved" : "created", t("team.one"));
    navigate(BACK);
  };

  return (
    <ItemEditPage
      title={id ? t("team.edit") : t("team.add")}
      breadcrumb={<Link to={BACK}>{t("team.title")}</Link>}
      // A new member's place comes after the last one, so the list must be in before the form.
      loading={!team.data}
      error={team.error}
    >
      {id !== undefined && !member ? (
        <FormAlert>{t("team.notFound")}</FormAlert>
      ) : (
        <TeamMemberForm
          key={member?.id ?? "new"}
          member={member}
          onSave={onSave}
          nextOrder={Math.max(0, ...(team.data ?? []).map((other) => other.sortOrder)) + 1}
          submitLabel={id ? t("actions.save") : t("actions.create")}
        />
      )}
    </ItemEditPage>
  );
}

function TeamMemberForm({
  member,
  onSave,
  submitLabel,
  nextOrder,
}: {
  member?: TeamMember;
  onSave: SaveWithFile;
  submitLabel: string;
  nextOrder: number;
}) {
  const { t } = useTranslation("admin");
  const { form, field, frame, upload } = useEditForm(
    teamMemberInputSchema,
    {
      defaultValues: {
        ...translationValues(member),
        name: member?.name ?? "",
        position: member?.position ?? "",
        teamMemberBio: member?.teamMemberBio ?? "",
        twitter: member?.twitter ?? "",
        linkedn: member?.linkedn ?? "",
        sortOrder: String(member?.sortOrder ?? nextOrder),
      },
    },
    onSave,
  );
  return (
    <FormFrame label={t("team.one")} state={frame} submitLabel={submitLabel} cancelTo={BACK}>
      <div className="form__row">
        <TextField label={t("fields.name")} required maxLength={120} {...field("name")} />
        <TextField label={t("fields.position")} required maxLength={120} {...field("position")} />
      </div>
      <TextAreaField label={t("fields.bio")} required rows={5} maxLength={1000} {...field("teamMemberBio")} />
      <div className="form__row">
        <UrlField label={t("fields.twitter")} {...field("twitter")} />
        <UrlField label={t("fields.linkedin")} {...field("linkedn")} />
        <TextField
          label={t("fields.sortOrder")}
          hint={t("fields.sortOrderHint")}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          {...field("sortOrder")}
        />
      </div>
      <PhotoField {...upload} currentUrl={member?.photo} />
      <TranslationsSection kind="teams" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
