import type { FeedbackInput } from "@btw/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/button.tsx";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { publicFormResolver, useFieldError } from "../../../lib/forms.ts";
import { useCreateFeedback } from "../api/create-feedback.ts";

/** The form's checks, loaded when it is first used (lib/forms.ts). */
const checks = publicFormResolver<FeedbackInput>("feedbackInputSchema");

/** Feedback (spec section 5): validated on submit, then on every change; emptied after a send. */
export function FeedbackForm() {
  const { t } = useTranslation("contact");
  const fieldError = useFieldError();
  const feedback = useCreateFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackInput>({
    resolver: checks.resolver,
    defaultValues: { phone: "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await feedback.mutateAsync(values);
      toast.success(t("common:notices.messageSent"));
      reset();
    } catch (error) {
      toast.error(describeError(t, error));
    }
  });

  return (
    <form
      method="post"
      onFocus={checks.prefetch}
      className="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="feedback-title"
    >
      <TextField
        label={t("form.phone")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={1000}
        hint={t("form.phoneHint")}
        error={fieldError(errors.phone)}
        {...register("phone")}
      />
      <TextAreaField
        label={t("form.message")}
        required
        rows={6}
        error={fieldError(errors.message)}
        {...register("message")}
      />
      <div className="form__actions">
        <Button type="submit" loading={feedback.isPending} loadingLabel={t("common:status.sending")}>
          {t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
