import { type ProfileUpdateInput, profileUpdateSchema, type User } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/field.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { useUpdateProfile } from "../api/update-account.ts";
import { ContactFields } from "./contact-fields.tsx";

interface ProfileValues {
  fullName: string;
  phone: string;
  organisation: string;
}

/** Name, phone and organisation; the email address is the account's name and stays as it is. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<ProfileValues, ProfileUpdateInput>(profileUpdateSchema, {
    defaultValues: {
      fullName: user.fullName,
      phone: user.phone ?? "",
      organisation: user.organisation ?? "",
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await update.mutateAsync(values);
      setOutcome({ tone: "success", text: t("profile.saved") });
    } catch (error) {
      setOutcome({ tone: "error", text: describeError(t, error) });
    }
  });
  return (
    <form
      className="form account-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="account-profile-title"
    >
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {user.verifiedOrganisation ? (
        <p className="tag tag--green">{t("profile.verifiedOrganisation")}</p>
      ) : null}
      <TextField
        label={t("fields.fullName")}
        autoComplete="name"
        required
        maxLength={120}
        error={fieldError(errors.fullName)}
        {...register("fullName")}
      />
      <ContactFields phone={register("phone")} organisation={register("organisation")} errors={errors} />
      <div className="form__actions">
        <Button type="submit" loading={update.isPending}>
          {t("profile.submit")}
        </Button>
      </div>
    </form>
  );
}
