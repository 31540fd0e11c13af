// /sign-in/forgot-password: email -> the emailed 6-digit code -> a new password -> back to sign-in.
import {
  forgotPasswordInputSchema,
  PASSWORD_RESET,
  PRIVATE_PAGES,
  resetPasswordInputSchema,
  validateOtpInputSchema,
} from "@btw/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/field.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { PasswordField } from "../../../components/members/password-field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { usePageMeta } from "../../../lib/page-meta.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { SIGN_IN_PATH, signInHref } from "../../../lib/session/sign-in-redirect.ts";
import { useRequestResetCode } from "./api/forgot-password.ts";
import { useResetPassword } from "./api/reset-password.ts";
import { useValidateResetCode } from "./api/validate-otp.ts";
import "../../../components/members/auth-card.css";
import "./auth.css";

type Step =
  | { name: "email" }
  | { name: "code"; email: string; notice: string }
  | { name: "password"; email: string; resetToken: string };

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  usePageMeta({ title: t("forgot.title"), path: PRIVATE_PAGES.forgotPassword, noIndex: true });
  const [step, setStep] = useState<Step>({ name: "email" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each later step replaces the form: move focus to its heading so screen readers announce the
  // change (on arrival the site layout already moves focus to the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.name]);

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-title">
        <p className="auth-card__step">
          {t("forgot.stepOf", { step: ["email", "code", "password"].indexOf(step.name) + 1, count: 3 })}
        </p>
        <h1 id="forgot-title" className="auth-card__title" ref={headingRef} tabIndex={-1}>
          {t(`forgot.${step.name}.title`)}
        </h1>
        {step.name === "email" ? (
          <EmailStep onSent={(email, notice) => setStep({ name: "code", email, notice })} />
        ) : step.name === "code" ? (
          <CodeStep
            email={step.email}
            notice={step.notice}
            onVerified={(resetToken) => setStep({ name: "password", email: step.email, resetToken })}
            onRestart={() => setStep({ name: "email" })}
          />
        ) : (
          <PasswordStep
            email={step.email}
            resetToken={step.resetToken}
            onRestart={() => setStep({ name: "email" })}
          />
        )}
        <p className="auth-card__footer">
          <Link to={SIGN_IN_PATH}>{t("forgot.backToSignIn")}</Link>
        </p>
      </section>
    </div>
  );
}

function EmailStep({ onSent }: { onSent: (email: string, notice: string) => void }) {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const request = useRequestResetCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<{ email: string }>(forgotPasswordInputSchema, { defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
      onSent(values.email, t("forgot.code.sent", { digits: PASSWORD_RESET.codeDigits }));
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <p className="auth-card__lead">{t("forgot.email.lead", { digits: PASSWORD_RESET.codeDigits })}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        required
        error={fieldError(errors.email)}
        {...register("email")}
      />
      <div className="auth-card__actions">
        <Button
          type="submit"
          loading={request.isPending}
          loadingLabel={t("status.sending", { ns: "common" })}
        >
          {t("forgot.email.submit")}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  email,
  notice,
  onVerified,
  onRestart,
}: {
  email: string;
  notice: string;
  onVerified: (resetToken: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const validate = useValidateResetCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<{ email: string; otp: string }>(validateOtpInputSchema, {
    defaultValues: { email, otp: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { resetToken } = await validate.mutateAsync(values);
      onVerified(resetToken);
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <FormAlert tone="info">{notice}</FormAlert>
      <p className="auth-card__lead">
        {t("forgot.code.lead", { email, minutes: PASSWORD_RESET.ttlMinutes })}
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={t("forgot.code.label", { digits: PASSWORD_RESET.codeDigits })}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PASSWORD_RESET.codeDigits}
        className="auth-card__code"
        required
        error={fieldError(errors.otp)}
        {...register("otp")}
      />
      <div className="auth-card__actions">
        <Button type="submit" loading={validate.isPending} loadingLabel={t("status.checking")}>
          {t("forgot.code.submit")}
        </Button>
        <button type="button" className="link-button" onClick={onRestart}>
          {t("forgot.code.resend")}
        </button>
      </div>
    </form>
  );
}

type PasswordValues = { resetToken: string; password: string; confirmPassword: string };

function PasswordStep({
  email,
  resetToken,
  onRestart,
}: {
  email: string;
  resetToken: string;
  onRestart: () => void;
}) {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useSchemaForm<PasswordValues>(resetPasswordInputSchema, {
    defaultValues: { resetToken, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    if (getValues("confirmPassword") !== password) {
      setError("confirmPassword", { message: t("forgot.password.mismatch") }, { shouldFocus: true });
      return;
    }
    try {
      // The sign-in page says the password was changed (the API's `message` is for API clients).
      await reset.mutateAsync({ resetToken, password });
      navigate(signInHref({ reason: "passwordReset", email }), { replace: true });
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <p className="auth-card__lead">{t("forgot.password.lead")}</p>
      {failure ? (
        <FormAlert>
          {failure}{" "}
          <button type="button" className="link-button" onClick={onRestart}>
            {t("forgot.code.resend")}
          </button>
        </FormAlert>
      ) : null}
      <PasswordField
        label={t("fields.newPassword")}
        hint={t("fields.passwordHint")}
        autoComplete="new-password"
        required
        error={fieldError(errors.password)}
        {...register("password")}
      />
      <PasswordField
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        required
        error={fieldError(errors.confirmPassword)}
        {...register("confirmPassword")}
      />
      <div className="auth-card__actions">
        <Button type="submit" loading={reset.isPending} loadingLabel={t("status.saving")}>
          {t("forgot.password.submit")}
        </Button>
      </div>
    </form>
  );
}
