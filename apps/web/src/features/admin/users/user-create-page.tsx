// /admin/users/new: an admin opens an account for someone, with its role and a first password to
// pass on (they can change it through "Forgot password").
import { type AdminCreateUserInput, adminCreateUserSchema, roleSchema } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { TextField } from "../../../components/field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FormFrame } from "../components/form-frame.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { noticeSuccess } from "../lib/notices.ts";
import { applyServerIssues, useSchemaForm } from "../lib/schema-form.ts";
import { useCreateUser } from "./api/create-user.ts";

type Values = Required<{ [K in keyof AdminCreateUserInput]: string }>;
const BACK = "/admin/users";

export default function UserCreatePage() {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Values, AdminCreateUserInput>(adminCreateUserSchema, {
    defaultValues: { fullName: "", email: "", password: "", phone: "", role: "editor" },
    blankAsMissing: ["phone"],
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
      noticeSuccess(t, "created");
      navigate(BACK);
    } catch (error) {
      if (!applyServerIssues(error, setError, ["fullName", "email", "password", "phone", "role"])) {
        setFailure(describeError(t, error));
      }
    }
  });

  return (
    <AdminPage
      title={t("users.add")}
      lead={t("users.addLead")}
      breadcrumb={<Link to={BACK}>{t("users.title")}</Link>}
    >
      <FormFrame
        label={t("users.add")}
        onSubmit={onSubmit}
        dirty={formState.isDirty}
        submitting={formState.isSubmitting}
        submitLabel={t("users.create")}
        cancelTo={BACK}
        failure={failure}
      >
        <div className="form__row">
          <TextField
            label={t("fields.fullName")}
            required
            autoComplete="off"
            error={fieldError(errors.fullName)}
            {...register("fullName")}
          />
          <TextField
            label={t("fields.email")}
            type="email"
            required
            autoComplete="off"
            error={fieldError(errors.email)}
            {...register("email")}
          />
        </div>
        <div className="form__row">
          <TextField
            label={t("fields.phoneOptional")}
            type="tel"
            error={fieldError(errors.phone)}
            {...register("phone")}
          />
          <SelectField
            label={t("users.role")}
            hint={t("users.roleHint")}
            required
            options={roleSchema.options.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            error={fieldError(errors.role)}
            defaultValue={formState.defaultValues?.role}
            {...register("role")}
          />
        </div>
        <PasswordField
          label={t("fields.firstPassword")}
          hint={t("fields.passwordHint")}
          autoComplete="new-password"
          required
          error={fieldError(errors.password)}
          {...register("password")}
        />
      </FormFrame>
    </AdminPage>
  );
}
