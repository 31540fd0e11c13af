// /sign-in (spec route; the site layout hides the footer here). Keeps the token under `userInfo` and
// sends the person on to where they were going (?next=), or to their role's start page.
import { type LoginInput, loginInputSchema, PRIVATE_PAGES } from "@btw/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { describeError } from "../../../lib/errors.ts";
import { usePageMeta } from "../../../lib/page-meta.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { endSession, isExpired, startSession, useSession } from "../../../lib/session/session-store.ts";
import {
  FORGOT_PASSWORD_PATH,
  parseReason,
  safeNextPath,
  signInHref,
} from "../../../lib/session/sign-in-redirect.ts";
import { useSignOut } from "../../../lib/session/sign-out.ts";
import { signUpHref } from "../../../lib/verify-href.ts";
import { homePathFor } from "../session/permissions.ts";
import { useSignIn } from "./api/sign-in.ts";
import { CredentialFields } from "./credential-fields.tsx";
import "../../../components/members/auth-card.css";
import "./auth.css";

export default function SignInPage() {
  const { t } = useTranslation("auth");
  usePageMeta({ title: t("signIn.title"), path: PRIVATE_PAGES.signIn, noIndex: true });
  const [params] = useSearchParams();
  const session = useSession();
  const reason = parseReason(params.get("reason"));
  const expired = session ? isExpired(session) : false;
  // A token past its end is of no use: forget it.
  useEffect(() => {
    if (expired) endSession();
  }, [expired]);

  const signedIn = session && !expired ? session : null;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="auth-card__title">
          {t("signIn.title")}
        </h1>
        {signedIn ? (
          <SignedInPanel name={signedIn.users.fullName} role={signedIn.users.role} />
        ) : (
          <>
            <p className="auth-card__lead">{t("signIn.lead")}</p>
            {reason ? (
              <FormAlert tone={reason === "expired" ? "error" : "success"}>
                {t(`signIn.reason.${reason}`)}
              </FormAlert>
            ) : null}
            <SignInForm next={params.get("next")} initialEmail={params.get("email") ?? ""} />
            <p className="auth-card__footer">
              {t("signIn.noAccount")} <Link to={signUpHref(params.get("next"))}>{t("signIn.signUp")}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function SignedInPanel({ name, role }: { name: string; role: Parameters<typeof homePathFor>[0] }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <div className="auth-card__signed-in">
      <p>{t("signIn.alreadySignedIn", { name, role: t(`roles.${role}`) })}</p>
      <div className="form__actions">
        <ButtonLink to={homePathFor(role)}>{t("signIn.continue")}</ButtonLink>
        <Button
          variant="secondary"
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, { onSettled: () => navigate(signInHref({ reason: "signedOut" })) })
          }
        >
          {t("signIn.signOut")}
        </Button>
      </div>
    </div>
  );
}

function SignInForm({ next, initialEmail }: { next: string | null; initialEmail: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<LoginInput>(loginInputSchema, { defaultValues: { email: initialEmail, password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token, expiresAt, users } = await signIn.mutateAsync(values);
      startSession({ token, expiresAt, users });
      navigate(next ? safeNextPath(next) : homePathFor(users.role), { replace: true });
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <CredentialFields
        register={register}
        errors={errors}
        labels={{ email: t("fields.email"), password: t("fields.password") }}
      />
      <div className="auth-card__actions">
        <Button type="submit" loading={signIn.isPending} loadingLabel={t("signIn.submitting")}>
          {t("signIn.submit")}
        </Button>
        <Link to={FORGOT_PASSWORD_PATH}>{t("signIn.forgot")}</Link>
      </div>
    </form>
  );
}
