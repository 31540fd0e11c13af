// /sign-up: a visitor makes a member account (to post opportunities, keep saved ones and get alerts);
// the API emails a code and a link, so the next stop is /verify.
import { PRIVATE_PAGES, registerInputSchema } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { FormAlert } from "../../components/members/form-alert.tsx";
import { PasswordField } from "../../components/members/password-field.tsx";
import { describeError } from "../../lib/errors.ts";
import { useFieldError } from "../../lib/forms.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSchemaForm } from "../../lib/schema-form.ts";
import { startSession } from "../../lib/session/session-store.ts";
import { returnPath, verifyHref } from "../../lib/verify-href.ts";
import { type SignUpInput, useRegister } from "./api/register.ts";
import { ContactFields } from "./components/contact-fields.tsx";
import "../../components/members/auth-card.css";
import "./account.css";

type SignUpValues = Required<{ [K in keyof SignUpInput]: string }>;

export default function SignUpPage() {
  const { t } = useTranslation("account");
  usePageMeta({ title: t("signUp.title"), path: PRIVATE_PAGES.signUp, noIndex: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const registerAccount = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useSchemaForm<SignUpValues, SignUpInput>(registerInputSchema, {
    defaultValues: { fullName: "", email: "", password: "", phone: "", organisation: "" },
    blankAsMissing: ["phone"],
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const organisation = getValues("organisation").trim();
    try {
      const next = returnPath(params.get("next"));
      const session = await registerAccount.mutateAsync({
        ...values,
        ...(organisation ? { organisation } : {}),
        ...(next ? { next } : {}),
      });
      if (session) startSession(session);
      navigate(verifyHref({ email: values.email, next }));
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className="auth-card__title">
          {t("signUp.title")}
        </h1>
        <p className="auth-card__lead">{t("signUp.lead")}</p>
        <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="sign-up-title">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <TextField
            label={t("fields.fullName")}
            autoComplete="name"
            required
            maxLength={120}
            error={fieldError(errors.fullName)}
            {...register("fullName")}
          />
          <TextField
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
            error={fieldError(errors.email)}
            {...register("email")}
          />
          <PasswordField
            label={t("fields.password")}
            autoComplete="new-password"
            required
            hint={t("fields.passwordHint")}
            error={fieldError(errors.password)}
            {...register("password")}
          />
          <ContactFields phone={register("phone")} organisation={register("organisation")} errors={errors} />
          <p className="account-note">{t("signUp.noFees")}</p>
          <div className="auth-card__actions">
            <Button type="submit" loading={registerAccount.isPending} loadingLabel={t("signUp.submitting")}>
              {t("signUp.submit")}
            </Button>
          </div>
        </form>
        <p className="auth-card__footer">
          {t("signUp.haveAccount")} <Link to={PRIVATE_PAGES.signIn}>{t("signUp.signIn")}</Link>
        </p>
      </section>
    </div>
  );
}
