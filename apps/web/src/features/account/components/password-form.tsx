import { type PasswordChangeInput, passwordChangeSchema } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { PasswordField } from "../../../components/members/password-field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { startSession } from "../../../lib/session/session-store.ts";
import { useChangePassword } from "../api/update-account.ts";

/** The current password, then the new one; a fresh token from the answer keeps this device signed in. */
export function PasswordForm() {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm<PasswordChangeInput>(passwordChangeSchema, {
    defaultValues: { currentPassword: "", password: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await change.mutateAsync(values);
      if (answer.token && answer.users && answer.expiresAt) {
        startSession({ token: answer.token, expiresAt: answer.expiresAt, users: answer.users });
      }
      reset();
      setOutcome({ tone: "success", text: t("password.saved") });
    } catch (error) {
      setOutcome({ tone: "error", text: describeError(t, error) });
    }
  });
  return (
    <form
      className="form account-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="account-password-title"
    >
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField
        label={t("fields.currentPassword")}
        autoComplete="current-password"
        required
        error={fieldError(errors.currentPassword)}
        {...register("currentPassword")}
      />
      <PasswordField
        label={t("fields.newPassword")}
        autoComplete="new-password"
        required
        hint={t("fields.passwordHint")}
        error={fieldError(errors.password)}
        {...register("password")}
      />
      <div className="form__actions">
        <Button type="submit" loading={change.isPending}>
          {t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
