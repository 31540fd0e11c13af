// /admin/users/:id/edit (admins only): a person's name, email and phone. A new email takes over the
// account, so the API asks for the admin's own password with it. Deactivating (not deleting) keeps
// the name behind everything the person did in the audit log.
import { ADMIN_PAGES, type User, userUpdateSchema } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { TextField } from "../../../components/field.tsx";
import { PasswordField } from "../../../components/members/password-field.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { noticeDone } from "../lib/notices.ts";
import { useEditForm } from "../lib/use-edit-form.ts";
import { useUser } from "./api/get-user.ts";
import { useUpdateUser } from "./api/update-user.ts";
import { OrganisationFlags } from "./organisation-flags.tsx";

const BACK = ADMIN_PAGES.users;
const editSchema = userUpdateSchema.pick({ fullName: true, email: true, phone: true, currentPassword: true });

function UserForm({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const update = useUpdateUser();
  const { form, field, frame } = useEditForm(
    editSchema,
    {
      defaultValues: {
        fullName: user.fullName,
        email: user.email,
        phone: user.phone ?? "",
        currentPassword: "",
      },
      blankAsMissing: ["phone", "currentPassword"],
    },
    async (values) => {
      const email = values.email as string | undefined;
      const saved = await update.mutateAsync({
        id: user.id,
        patch: {
          fullName: values.fullName as string,
          phone: values.phone as string | undefined,
          // Only a changed address is sent: the same one needs no password.
          ...(email && email !== user.email
            ? { email, currentPassword: values.currentPassword as string }
            : {}),
        },
      });
      // The name as saved: a renamed person is named by the new name.
      noticeDone(t, "saved", saved.user.fullName);
      navigate(BACK);
    },
  );
  const emailChanged = (form.watch("email") ?? "").trim().toLowerCase() !== user.email;
  return (
    <FormFrame
      label={t("userEdit.title", { name: user.fullName })}
      state={frame}
      submitLabel={t("actions.save")}
      cancelTo={BACK}
    >
      <div className="form__row">
        <TextField label={t("fields.fullName")} required autoComplete="off" {...field("fullName")} />
        <TextField label={t("fields.email")} type="email" required autoComplete="off" {...field("email")} />
      </div>
      <TextField label={t("fields.phoneOptional")} type="tel" {...field("phone")} />
      {emailChanged ? (
        <PasswordField
          label={t("userEdit.yourPassword")}
          hint={t("userEdit.yourPasswordHint")}
          autoComplete="current-password"
          required
          {...field("currentPassword")}
        />
      ) : null}
    </FormFrame>
  );
}

export default function UserEditPage() {
  const { t } = useTranslation("admin");
  const id = Number(useParams().id);
  const user = useUser(id);
  return (
    <AdminPage
      title={user.data ? t("userEdit.title", { name: user.data.user.fullName }) : t("userEdit.loading")}
      lead={t("userEdit.lead")}
      breadcrumb={<Link to={BACK}>{t("users.title")}</Link>}
    >
      {user.data ? (
        <>
          <UserForm user={user.data.user} />
          <OrganisationFlags user={user.data.user} />
        </>
      ) : user.error ? (
        <p role="alert">{t("userEdit.missing")}</p>
      ) : (
        <Spinner label={t("status.loading")} />
      )}
    </AdminPage>
  );
}
