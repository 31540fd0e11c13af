// The page Chapa (or the built-in test checkout) sends the donor back to: it shows the real state
// of the gift, read from the API by its tx_ref, and what to do next.
import { PRIVATE_PAGES, PUBLIC_PAGES } from "@btw/contracts";
import { formatMoney } from "@btw/i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/button.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { ApiError } from "../../lib/http.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { TestModeNote } from "./components/test-mode-note.tsx";
import { isStillChecking, useDonationStatus } from "./thank-you-status.ts";
import "./thank-you.css";

const DONATE_PATH = PUBLIC_PAGES.donate.path;
const CONTACT_PATH = PUBLIC_PAGES.contact.path;

type Tone = "success" | "waiting" | "problem";

function StatusCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      className={`thank-you thank-you--${tone}`}
      role={tone === "problem" ? "alert" : "status"}
      aria-live="polite"
    >
      <span className="thank-you__badge" aria-hidden="true">
        {tone === "success" ? "✓" : tone === "waiting" ? "…" : "!"}
      </span>
      <h2 className="thank-you__title">{title}</h2>
      <div className="thank-you__text">{children}</div>
      {actions ? <div className="thank-you__actions">{actions}</div> : null}
    </div>
  );
}

export default function ThankYouPage() {
  const { t, i18n } = useTranslation("donate-thank-you");
  // Named for the donation, not for thanks: the page also tells of failed and unknown payments.
  usePageMeta({
    title: t("hero.title"),
    description: t("meta.description"),
    path: PRIVATE_PAGES.donationThankYou,
    noIndex: true,
  });
  const [params] = useSearchParams();
  const txRef = params.get("tx_ref") ?? params.get("trx_ref");
  const { query, updates } = useDonationStatus(txRef);
  const contact = (
    <ButtonLink to={CONTACT_PATH} variant="ghost">
      {t("actions.contact")}
    </ButtonLink>
  );

  let content: ReactNode;
  let testNote: ReactNode = null;
  if (!txRef) {
    content = (
      <StatusCard tone="problem" title={t("missing.title")} actions={contact}>
        <p>{t("missing.text")}</p>
      </StatusCard>
    );
  } else if (query.isPending) {
    content = <Spinner label={t("loading")} />;
  } else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    content = notFound ? (
      <StatusCard tone="problem" title={t("notFound.title")} actions={contact}>
        <p>{t("notFound.text", { txRef })}</p>
      </StatusCard>
    ) : (
      <StatusCard
        tone="problem"
        title={t("loadError.title")}
        actions={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("pending.checkAgain")}
          </Button>
        }
      >
        <p>{t("loadError.text")}</p>
      </StatusCard>
    );
  } else {
    const donation = query.data;
    if (donation.test) testNote = <TestModeNote>{t("testPayment")}</TestModeNote>;
    const amount = formatMoney(donation.amount, donation.currency, i18n.language);
    const reference = <p className="thank-you__reference">{t("reference", { txRef: donation.txRef })}</p>;
    switch (donation.status) {
      case "paid":
        content = (
          <StatusCard
            tone="success"
            title={t("paid.title")}
            actions={
              <ButtonLink to={PUBLIC_PAGES.home.path} variant="primary">
                {t("actions.home")}
              </ButtonLink>
            }
          >
            <p>{t("paid.text", { amount })}</p>
            {donation.donationType === "monthly" ? <p>{t("paid.monthly")}</p> : null}
            <p>{t("paid.next")}</p>
            {reference}
          </StatusCard>
        );
        break;
      case "pending": {
        const checking = isStillChecking(donation.status, updates);
        content = (
          <StatusCard
            tone="waiting"
            title={t("pending.title")}
            actions={
              checking ? (
                <Spinner label={t("loading")} />
              ) : (
                <>
                  <Button onClick={() => void query.refetch()} loading={query.isFetching}>
                    {t("pending.checkAgain")}
                  </Button>
                  {contact}
                </>
              )
            }
          >
            <p>{checking ? t("pending.checking", { amount }) : t("pending.stillPending", { amount })}</p>
            {reference}
          </StatusCard>
        );
        break;
      }
      case "failed":
      case "cancelled":
        content = (
          <StatusCard
            tone="problem"
            title={t(`${donation.status}.title`)}
            actions={
              <>
                <ButtonLink to={DONATE_PATH} variant="primary">
                  {t("actions.tryAgain")}
                </ButtonLink>
                {contact}
              </>
            }
          >
            <p>{t(`${donation.status}.text`, { amount })}</p>
            {reference}
          </StatusCard>
        );
        break;
      case "refunded":
        content = (
          <StatusCard tone="problem" title={t("refunded.title")} actions={contact}>
            <p>{t("refunded.text", { amount })}</p>
            {reference}
          </StatusCard>
        );
        break;
    }
  }

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} />
      <Section id="donation-status">
        <div className="thank-you-column">
          {testNote}
          {content}
        </div>
      </Section>
    </>
  );
}
