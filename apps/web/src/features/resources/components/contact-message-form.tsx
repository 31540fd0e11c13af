import type { ContactMessageInput } from "@btw/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/button.tsx";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { publicFormResolver, useFieldError } from "../../../lib/forms.ts";
import { useCreateContactMessage } from "../api/create-contact-message.ts";

/** The form's checks, loaded when it is first used (lib/forms.ts). */
const checks = publicFormResolver<ContactMessageInput>("contactMessageInputSchema");

/** The International applications contact form: really sends, then empties itself. */
export function ContactMessageForm() {
  const { t } = useTranslation("resources");
  const fieldError = useFieldError();
  const contact = useCreateContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: checks.resolver,
    defaultValues: { email: "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await contact.mutateAsync(values);
      toast.success(t("common:notices.messageSent"));
      reset();
    } catch (error) {
      toast.error(describeError(t, error));
    }
  });

  return (
    <form method="post" onFocus={checks.prefetch} className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t("international.form.email")}
        type="email"
        autoComplete="email"
        required
        error={fieldError(errors.email)}
        {...register("email")}
      />
      <TextAreaField
        label={t("international.form.message")}
        required
        rows={5}
        error={fieldError(errors.message)}
        {...register("message")}
      />
      <div className="form__actions">
        <Button type="submit" loading={contact.isPending} loadingLabel={t("common:status.sending")}>
          {t("international.form.submit")}
        </Button>
      </div>
    </form>
  );
}
