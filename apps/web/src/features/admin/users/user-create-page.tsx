// /admin/users/new: an admin opens an account for someone, with its role and a first password to
// pass on (they can change it through "Forgot password").
import { ADMIN_PAGES, type AdminCreateUserInput, adminCreateUserSchema, roleSchema } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { TextField } from "../../../components/field.tsx";
import { PasswordField } from "../../../components/members/password-field.tsx";
import { SelectField } from "../../../components/select.tsx";
import { registerWithDefault } from "../../../lib/schema-form.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { noticeDone } from "../lib/notices.ts";
import { useEditForm } from "../lib/use-edit-form.ts";
import { useCreateUser } from "./api/create-user.ts";

const BACK = ADMIN_PAGES.users;

export default function UserCreatePage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const create = useCreateUser();
  const { form, errors, fieldError, field, frame } = useEditForm(
    adminCreateUserSchema,
    {
      defaultValues: { fullName: "", email: "", password: "", phone: "", organisation: "", role: "editor" },
      blankAsMissing: ["phone", "organisation"],
    },
    async (values) => {
      await create.mutateAsync(values as AdminCreateUserInput);
      noticeDone(t, "created", t("users.one"));
      navigate(BACK);
    },
  );
  const { register, formState } = form;

  return (
    <AdminPage
      title={t("users.add")}
      lead={t("users.addLead")}
      breadcrumb={<Link to={BACK}>{t("users.title")}</Link>}
    >
      <FormFrame label={t("users.add")} state={frame} submitLabel={t("users.create")} cancelTo={BACK}>
        <div className="form__row">
          <TextField label={t("fields.fullName")} required autoComplete="off" {...field("fullName")} />
          <TextField label={t("fields.email")} type="email" required autoComplete="off" {...field("email")} />
        </div>
        <div className="form__row">
          <TextField label={t("fields.phoneOptional")} type="tel" {...field("phone")} />
          <SelectField
            label={t("users.role")}
            hint={t("users.roleHint")}
            required
            options={roleSchema.options.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            error={fieldError(errors.role)}
            {...registerWithDefault({ register, formState }, "role")}
          />
        </div>
        <PasswordField
          label={t("fields.firstPassword")}
          hint={t("fields.passwordHint")}
          autoComplete="new-password"
          required
          {...field("password")}
        />
      </FormFrame>
    </AdminPage>
  );
}
