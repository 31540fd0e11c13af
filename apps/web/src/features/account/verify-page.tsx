// /verify: the 6-digit code from the sign-up email, typed here, or the email's link (?email=&token=),
// checked on arrival. A verified person is signed in (when the API hands a token) and goes on to
// their account, or to where they were going.
import {
  EMAIL_VERIFICATION,
  PRIVATE_PAGES,
  type VerifyEmailInput,
  verifyEmailInputSchema,
} from "@btw/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { FormAlert } from "../../components/members/form-alert.tsx";
import { describeError } from "../../lib/errors.ts";
import { useFieldError } from "../../lib/forms.ts";
import { laterToast } from "../../lib/later-toast.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSchemaForm } from "../../lib/schema-form.ts";
import { startSession } from "../../lib/session/session-store.ts";
import { safeNextPath, signInHref } from "../../lib/session/sign-in-redirect.ts";
import { returnPath } from "../../lib/verify-href.ts";
import { useResendVerification, useVerifyEmail, type VerifyEmailAnswer } from "./api/verify-email.ts";
import "../../components/members/auth-card.css";
import "./account.css";

interface VerifyValues {
  email: string;
  code: string;
}

/**
 * Where a verified person goes, told that the address is verified: signed in to their account (or
 * the page they were going to), or to sign in with the address filled in.
 */
function useAfterVerified(next: string | null) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  return (answer: VerifyEmailAnswer, email: string) => {
    laterToast("success", t("verify.done"));
    const target = next ? safeNextPath(next) : PRIVATE_PAGES.account;
    if (answer.token && answer.users && answer.expiresAt) {
      startSession({ token: answer.token, expiresAt: answer.expiresAt, users: answer.users });
      navigate(target, { replace: true });
    } else {
      navigate(signInHref({ email, next: target }), { replace: true });
    }
  };
}

export default function VerifyPage() {
  const { t } = useTranslation("account");
  usePageMeta({ title: t("verify.title"), path: PRIVATE_PAGES.verifyEmail, noIndex: true });
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const token = params.get("token");
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="verify-title">
        <h1 id="verify-title" className="auth-card__title">
          {t("verify.title")}
        </h1>
        {token && email ? (
          <LinkCheck email={email} token={token} next={params.get("next")} />
        ) : (
          <CodeForm email={email} next={params.get("next")} />
        )}
      </section>
    </div>
  );
}

function LinkCheck({ email, token, next }: { email: string; token: string; next: string | null }) {
  const { t } = useTranslation("account");
  const verify = useVerifyEmail();
  const afterVerified = useAfterVerified(next);
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is checked once, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutateAsync({ email, token }).then(
      (answer) => afterVerified(answer, email),
      (error) => setFailure(describeError(t, error)),
    );
  }, []);
  if (!failure) return <p className="auth-card__lead">{t("verify.checkingLink")}</p>;
  return (
    <>
      <FormAlert>{failure}</FormAlert>
      <CodeForm email={email} next={next} />
    </>
  );
}

function CodeForm({ email, next }: { email: string; next: string | null }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const afterVerified = useAfterVerified(next);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useSchemaForm<VerifyValues, VerifyEmailInput>(verifyEmailInputSchema, {
    defaultValues: { email, code: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setNotice(null);
    try {
      afterVerified(await verify.mutateAsync(values), String(values.email));
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  const onResend = async () => {
    setFailure(null);
    setNotice(null);
    if (!(await trigger("email"))) return;
    try {
      const returnTo = returnPath(next);
      await resend.mutateAsync({ email: getValues("email"), ...(returnTo ? { next: returnTo } : {}) });
      setNotice(t("verify.resent"));
    } catch (error) {
      setFailure(describeError(t, error));
    }
  };

  return (
    <>
      <p className="auth-card__lead">{email ? t("verify.lead", { email }) : t("verify.leadNoEmail")}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="verify-title">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(email)}
          error={fieldError(errors.email)}
          {...register("email")}
        />
        <TextField
          label={t("verify.code")}
          className="auth-card__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_VERIFICATION.codeDigits}
          required
          error={fieldError(errors.code)}
          {...register("code")}
        />
        <div className="auth-card__actions">
          <Button type="submit" loading={verify.isPending} loadingLabel={t("verify.submitting")}>
            {t("verify.submit")}
          </Button>
          <Button type="button" variant="ghost" loading={resend.isPending} onClick={onResend}>
            {t("verify.resend")}
          </Button>
        </div>
      </form>
    </>
  );
}
