import { AREAS_OF_INTEREST, type ResumeInput, SKILL_LEVELS, UPLOAD_LIMITS_BYTES } from "@btw/contracts";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/button.tsx";
import { RadioGroup, TextAreaField, TextField } from "../../../components/field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { publicFormResolver, useFieldError } from "../../../lib/forms.ts";
import { ApiError } from "../../../lib/http.ts";
import { useCreateResume } from "../api/create-resume.ts";

/** The form's checks, loaded when it is first used (lib/forms.ts). */
const checks = publicFormResolver<ResumeInput>("resumeInputSchema");

const MAX_CV_MB = UPLOAD_LIMITS_BYTES.document / (1024 * 1024);
const EMPTY: ResumeInput = {
  fullName: "",
  email: "",
  phone: "",
  location: "",
  education: "",
  jobTitle: "",
  coverLetter: "",
  // No choice yet: an empty value, so that a reset also clears the radio buttons.
  areaOfInterest: "" as ResumeInput["areaOfInterest"],
  skillLevel: "" as ResumeInput["skillLevel"],
};

/** "Submit a Resume" made real: each field has its own rule (from contracts), and a PDF may be attached. */
export function ResumeForm() {
  const { t } = useTranslation("resume");
  const fieldError = useFieldError();
  const resume = useCreateResume();
  const [cv, setCv] = useState<File | undefined>();
  const [cvError, setCvError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ResumeInput>({
    resolver: checks.resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const checkCv = (file: File | undefined): string | undefined => {
    if (!file) return undefined;
    const isPdf = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
    if (!isPdf) return t("form.cvType");
    if (file.size > UPLOAD_LIMITS_BYTES.document) return t("form.cvSize", { max: MAX_CV_MB });
    return undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    const problem = checkCv(cv);
    if (problem) {
      setCvError(problem);
      fileInput.current?.focus();
      return;
    }
    try {
      await resume.mutateAsync({ values, cv });
      toast.success(t("form.success"));
      reset(EMPTY);
      setCv(undefined);
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      // Field problems the server found go next to their fields, as the client's own would.
      if (error instanceof ApiError && error.issues.length > 0) {
        for (const issue of error.issues) {
          if (issue.path in EMPTY) setError(issue.path as keyof ResumeInput, { message: issue.message });
          if (issue.path === "cv") setCvError(issue.message);
        }
      }
      toast.error(describeError(t, error));
    }
  });

  return (
    <form
      method="post"
      onFocus={checks.prefetch}
      className="form resume-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="resume-form-title"
    >
      <div className="form__row">
        <TextField
          label={t("form.fullName")}
          autoComplete="name"
          required
          error={fieldError(errors.fullName)}
          {...register("fullName")}
        />
        <TextField
          label={t("form.email")}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email)}
          {...register("email")}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t("form.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={1000}
          error={fieldError(errors.phone)}
          {...register("phone")}
        />
        <TextField
          label={t("form.location")}
          autoComplete="address-level2"
          required
          error={fieldError(errors.location)}
          {...register("location")}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t("form.education")}
          required
          error={fieldError(errors.education)}
          {...register("education")}
        />
        <TextField
          label={t("form.jobTitle")}
          autoComplete="organization-title"
          hint={t("form.optional")}
          error={fieldError(errors.jobTitle)}
          {...register("jobTitle")}
        />
      </div>
      <RadioGroup
        legend={t("form.areaOfInterest")}
        name="areaOfInterest"
        required
        options={AREAS_OF_INTEREST.map((value) => ({ value, label: t(`areas.${value}`) }))}
        error={fieldError(errors.areaOfInterest)}
        inputProps={() => register("areaOfInterest")}
      />
      <RadioGroup
        legend={t("form.skillLevel")}
        name="skillLevel"
        required
        options={SKILL_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }))}
        error={fieldError(errors.skillLevel)}
        inputProps={() => register("skillLevel")}
      />
      <TextAreaField
        label={t("form.coverLetter")}
        required
        rows={7}
        error={fieldError(errors.coverLetter)}
        {...register("coverLetter")}
      />
      <TextField
        ref={fileInput}
        label={t("form.cv")}
        type="file"
        accept="application/pdf,.pdf"
        hint={t("form.cvHint", { max: MAX_CV_MB })}
        error={cvError}
        className="resume-form__file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          setCv(file);
          setCvError(checkCv(file));
        }}
      />
      <div className="form__actions">
        <Button type="submit" size="lg" loading={resume.isPending} loadingLabel={t("common:status.sending")}>
          {t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
