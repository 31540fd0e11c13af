// /admin/team/new and /admin/team/<id>/edit (the member is read from the team list: the API has no
// single-member read).
import { type TeamMember, teamMemberInputSchema } from "@btw/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { useFieldError } from "../../../lib/forms.ts";
import type { Infer } from "../../../lib/types.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FileUpload } from "../components/file-upload.tsx";
import { FormAlert } from "../components/form-alert.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { LoadingItem } from "../components/loading-item.tsx";
import { noticeSuccess } from "../lib/notices.ts";
import { type FormShape, useSchemaForm } from "../lib/schema-form.ts";
import { type SaveWithFile, useFileFormState } from "../lib/use-file-form.ts";
import { useTeam } from "./api/get-team.ts";
import { useSaveTeamMember } from "./api/save-team-member.ts";

type Output = Infer<typeof teamMemberInputSchema>;
type Values = FormShape<Output>;
const BACK = "/admin/team";

export default function TeamEditPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const team = useTeam();
  const member = id !== undefined ? team.data?.find((candidate) => candidate.id === id) : undefined;
  const save = useSaveTeamMember();

  const onSave: SaveWithFile = async (values, photo) => {
    await save.mutateAsync({ id, values, photo });
    noticeSuccess(t, id ? "saved" : "created");
    navigate(BACK);
  };

  let body: ReactNode;
  if (id !== undefined && !team.data) body = <LoadingItem error={team.error} />;
  else if (id !== undefined && !member) body = <FormAlert>{t("team.notFound")}</FormAlert>;
  else
    body = (
      <TeamMemberForm
        key={member?.id ?? "new"}
        member={member}
        onSave={onSave}
        nextOrder={(team.data?.length ?? 0) + 1}
        submitLabel={id ? t("actions.save") : t("actions.create")}
      />
    );

  return (
    <AdminPage
      title={id ? t("team.edit") : t("team.add")}
      breadcrumb={<Link to={BACK}>{t("team.title")}</Link>}
    >
      {body}
    </AdminPage>
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
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(teamMemberInputSchema, {
    defaultValues: {
      name: member?.name ?? "",
      position: member?.position ?? "",
      teamMemberBio: member?.teamMemberBio ?? "",
      twitter: member?.twitter ?? "",
      linkedn: member?.linkedn ?? "",
      sortOrder: String(member?.sortOrder ?? nextOrder),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);
  return (
    <FormFrame
      label={t("team.one")}
      onSubmit={state.onSubmit}
      dirty={state.dirty}
      submitting={state.submitting}
      submitLabel={submitLabel}
      cancelTo={BACK}
      failure={state.failure}
    >
      <div className="form__row">
        <TextField
          label={t("fields.name")}
          required
          maxLength={120}
          error={fieldError(errors.name)}
          {...register("name")}
        />
        <TextField
          label={t("fields.position")}
          required
          maxLength={120}
          error={fieldError(errors.position)}
          {...register("position")}
        />
      </div>
      <TextAreaField
        label={t("fields.bio")}
        required
        rows={5}
        maxLength={1000}
        error={fieldError(errors.teamMemberBio)}
        {...register("teamMemberBio")}
      />
      <div className="form__row">
        <TextField
          label={t("fields.twitter")}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={fieldError(errors.twitter)}
          {...register("twitter")}
        />
        <TextField
          label={t("fields.linkedin")}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={fieldError(errors.linkedn)}
          {...register("linkedn")}
        />
        <TextField
          label={t("fields.sortOrder")}
          hint={t("fields.sortOrderHint")}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          error={fieldError(errors.sortOrder)}
          {...register("sortOrder")}
        />
      </div>
      <FileUpload
        label={t("fields.photo")}
        kind="image"
        file={state.file}
        onChange={state.setFile}
        currentUrl={member?.photo}
      />
    </FormFrame>
  );
}
