// /account: a signed-in visitor's own space: what they posted and where it stands, saved
// opportunities, email alerts, profile, password, and deleting the account. Signed-out visitors go
// to sign-in and come back here.
import { PRIVATE_PAGES, PUBLIC_PAGES } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { Button, ButtonLink } from "../../components/button.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { TelegramAlerts } from "../../components/telegram-alerts.tsx";
import { AccountSection } from "../../features/account/components/account-section.tsx";
import { AlertSettings } from "../../features/account/components/alert-settings.tsx";
import { DeleteAccount } from "../../features/account/components/delete-account.tsx";
import { MySubmissions } from "../../features/account/components/my-submissions.tsx";
import { PasswordForm } from "../../features/account/components/password-form.tsx";
import { ProfileForm } from "../../features/account/components/profile-form.tsx";
import { useSavedAccountSync } from "../../features/opportunities/saved/account-sync.ts";
import { SavedList } from "../../features/opportunities/saved/components/saved-list.tsx";
import { useAccountUser } from "../../lib/api/get-account.ts";
import { ApiError } from "../../lib/http.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { endSession, isExpired, useSession } from "../../lib/session/session-store.ts";
import { signInHref } from "../../lib/session/sign-in-redirect.ts";
import { useSignOut } from "../../lib/session/sign-out.ts";
import { verifyHref } from "../../lib/verify-href.ts";
import "../../components/account-banner.css";
import "../../features/account/account.css";

const SECTIONS = ["submissions", "saved", "alerts", "profile", "password", "delete"] as const;

export default function AccountPage() {
  const { t } = useTranslation("account");
  usePageMeta({ title: t("account.title"), path: PRIVATE_PAGES.account, noIndex: true });
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const me = useAccountUser(session?.token ?? "");
  // The browser's saved list joins the account's the first time this session opens it.
  useSavedAccountSync();
  const rejected = me.error instanceof ApiError && me.error.status === 401;
  const [deleted, setDeleted] = useState(false);
  // A token the server no longer takes (signed out elsewhere, password changed) is forgotten here.
  useEffect(() => {
    if (rejected) endSession();
  }, [rejected]);
  if (deleted) return <Navigate to={PUBLIC_PAGES.home.path} replace />;
  if (!session || isExpired(session) || rejected) {
    const next = PRIVATE_PAGES.account;
    return <Navigate to={signInHref(session ? { next, reason: "expired" } : { next })} replace />;
  }
  const user = me.data ?? session.users;
  const unverified = me.data ? !me.data.emailVerifiedAt : false;

  return (
    <>
      <PageHero
        eyebrow={t("account.title")}
        title={t("account.greeting", { name: user.fullName })}
        lead={<p>{user.email}</p>}
      />
      <div className="container account-layout">
        <nav className="account-nav" aria-label={t("account.sections")}>
          <ul>
            {SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#account-${key}`}>{t(`${key}.title`)}</a>
              </li>
            ))}
          </ul>
          <div className="account-nav__actions">
            <ButtonLink to={PRIVATE_PAGES.postOpportunity} size="sm">
              {t("account.post")}
            </ButtonLink>
            <Button
              variant="secondary"
              size="sm"
              loading={signOut.isPending}
              onClick={() =>
                signOut.mutate(undefined, {
                  onSettled: () => {
                    queryClient.removeQueries({ queryKey: ["account"] });
                    navigate(signInHref({ reason: "signedOut" }));
                  },
                })
              }
            >
              {t("account.signOut")}
            </Button>
          </div>
        </nav>
        <div className="account-main">
          {unverified ? (
            <p className="account-banner" role="status">
              {t("account.unverified", { email: user.email })}{" "}
              <Link to={verifyHref({ email: user.email, next: PRIVATE_PAGES.account })}>
                {t("account.verifyNow")}
              </Link>
            </p>
          ) : null}
          <AccountSection id="submissions" title={t("submissions.title")} lead={t("submissions.lead")}>
            <MySubmissions />
          </AccountSection>
          <AccountSection id="saved" title={t("saved.title")} lead={t("saved.lead")}>
            <SavedList headingLevel={3} />
          </AccountSection>
          <AccountSection id="alerts" title={t("alerts.title")} lead={t("alerts.lead")}>
            <AlertSettings />
            <TelegramAlerts />
          </AccountSection>
          <AccountSection id="profile" title={t("profile.title")} lead={t("profile.lead")}>
            <ProfileForm user={user} />
          </AccountSection>
          <AccountSection id="password" title={t("password.title")} lead={t("password.lead")}>
            <PasswordForm />
          </AccountSection>
          <AccountSection id="delete" title={t("delete.title")} lead={t("delete.lead")} tone="danger">
            <DeleteAccount onDeleted={() => setDeleted(true)} />
          </AccountSection>
        </div>
      </div>
    </>
  );
}
