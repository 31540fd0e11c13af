// /post-opportunity: a signed-in, verified visitor shares a scholarship, internship, training or job.
// Three steps: the kind (?kind=), the kind's form (the contracts' schema of that kind, as the API
// checks it), and a preview in the site's own card and page; sending puts it in the review queue.
// ?kind=&edit= edits one of the person's own rejected listings and sends it for review again.
import { OPPORTUNITY_KINDS, type OpportunityKind, PRIVATE_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button.tsx";
import { PageHero } from "../../../components/page-hero.tsx";
import { useAccountUser } from "../../../lib/api/get-account.ts";
import { usePageMeta } from "../../../lib/page-meta.ts";
import { isExpired, useSession } from "../../../lib/session/session-store.ts";
import { signInHref } from "../../../lib/session/sign-in-redirect.ts";
import { postOpportunityHref } from "../../../lib/submission-href.ts";
import { signUpHref, verifyHref } from "../../../lib/verify-href.ts";
import { PostForm } from "./components/post-form.tsx";
import { StepLabel } from "./components/step-label.tsx";
import "../../../components/account-banner.css";
import "./post-opportunity.css";

const isKind = (value: string | null): value is OpportunityKind =>
  (OPPORTUNITY_KINDS as readonly (string | null)[]).includes(value);

export default function PostOpportunityPage() {
  const { t } = useTranslation("post");
  usePageMeta({ title: t("title"), path: PRIVATE_PAGES.postOpportunity, noIndex: true });
  const [params] = useSearchParams();
  const kind = params.get("kind");
  const id = Number(params.get("edit")) || undefined;
  return (
    <>
      <PageHero title={t("title")} lead={<p>{t("lead")}</p>} />
      <div className="container post-layout">
        <PostGate>
          {isKind(kind) ? <PostForm key={`${kind}-${id ?? "new"}`} kind={kind} id={id} /> : <KindChooser />}
        </PostGate>
      </div>
    </>
  );
}

/** Only signed-in people with a verified address may post (the API refuses the others too). */
function PostGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("post");
  const session = useSession();
  const signedIn = session && !isExpired(session) ? session : null;
  const me = useAccountUser(signedIn?.token ?? "");
  const here = `${PRIVATE_PAGES.postOpportunity}${window.location.search}`;
  if (!signedIn) {
    return (
      <section className="post-gate" aria-labelledby="post-gate-title">
        <h2 id="post-gate-title">{t("gate.title")}</h2>
        <p>{t("gate.lead")}</p>
        <div className="form__actions">
          <ButtonLink to={signInHref({ next: here })}>{t("gate.signIn")}</ButtonLink>
          <ButtonLink to={signUpHref(here)} variant="secondary">
            {t("gate.signUp")}
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (me.data && !me.data.emailVerifiedAt && me.data.role === "member") {
    return (
      <p className="account-banner" role="status">
        {t("unverified")} <Link to={verifyHref({ email: me.data.email, next: here })}>{t("verifyNow")}</Link>
      </p>
    );
  }
  return <>{children}</>;
}

function KindChooser() {
  const { t } = useTranslation("post");
  return (
    <section aria-labelledby="post-kind-title">
      <StepLabel step={1} />
      <h2 id="post-kind-title" className="post-step__title">
        {t("steps.kind")}
      </h2>
      <ul className="post-kinds">
        {OPPORTUNITY_KINDS.map((kind) => (
          <li key={kind}>
            <Link className="post-kind" to={postOpportunityHref(kind)}>
              <span className="post-kind__title">{t(`kinds.${kind}.title`)}</span>
              <span className="post-kind__text">{t(`kinds.${kind}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="post-fees">{t("fees")}</p>
    </section>
  );
}
