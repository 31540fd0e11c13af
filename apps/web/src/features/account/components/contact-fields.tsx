import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/field.tsx";
import { useFieldError } from "../../../lib/forms.ts";

interface ContactFieldsProps {
  phone: UseFormRegisterReturn<"phone">;
  organisation: UseFormRegisterReturn<"organisation">;
  errors: { phone?: FieldError; organisation?: FieldError };
}

/** A member's optional phone and organisation: the sign-up form and the profile form. */
export function ContactFields({ phone, organisation, errors }: ContactFieldsProps) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  return (
    <>
      <TextField
        label={t("fields.phone")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t("fields.phoneHint")}
        error={fieldError(errors.phone)}
        {...phone}
      />
      <TextField
        label={t("fields.organisation")}
        autoComplete="organization"
        maxLength={200}
        hint={t("fields.organisationHint")}
        error={fieldError(errors.organisation)}
        {...organisation}
      />
    </>
  );
}
