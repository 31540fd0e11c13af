// The page behind "Change what you receive" in every subscriber's digest: the link's token (no
// account, no sign-in) reads their alert choices, saves new ones or stops every alert. A link that
// names nobody (mistyped, or from a subscription that is gone) says so plainly.
import { alertTokenQuerySchema, PRIVATE_PAGES, PUBLIC_PAGES, type SubscriptionAlerts } from "@btw/contracts";
import { isSupportedLanguage } from "@btw/i18n";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/button.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { FormAlert } from "../../components/members/form-alert.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { ApiError } from "../../lib/http.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import type { AlertChoiceValues } from "./alert-choice-values.ts";
import { useSaveSubscriptionAlerts, useSubscriptionAlerts } from "./api/subscription-alerts.ts";
import "./alert-settings.css";

const AlertChoices = lazy(() => import("./components/alert-choices.tsx"));

export default function AlertSettingsPage() {
  const { t } = useTranslation("alerts");
  usePageMeta({
    title: t("meta.title"),
    description: t("meta.description"),
    path: PRIVATE_PAGES.alertSettings,
    noIndex: true,
  });
  const [params] = useSearchParams();
  const link = alertTokenQuerySchema.safeParse({ token: params.get("token") ?? "" });
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="alert-settings">
        <div className="alert-settings">
          {link.success ? <SettingsLoader token={link.data.token} /> : <InvalidLink />}
        </div>
      </Section>
    </>
  );
}

function InvalidLink() {
  const { t } = useTranslation("alerts");
  return (
    <EmptyState
      tone="error"
      title={t("invalid.title")}
      action={
        <ButtonLink to={PUBLIC_PAGES.home.path} variant="primary">
          {t("invalid.home")}
        </ButtonLink>
      }
    >
      <p>{t("invalid.text")}</p>
    </EmptyState>
  );
}

function SettingsLoader({ token }: { token: string }) {
  const { t } = useTranslation("alerts");
  const query = useSubscriptionAlerts(token);
  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError) {
    const error = query.error;
    // 404: the token names nobody; 400: it is not a token at all.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <InvalidLink />;
    return (
      <EmptyState
        tone="error"
        title={t("loadError.title")}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("loadError.retry")}
          </Button>
        }
      >
        <p>{t("loadError.text")}</p>
      </EmptyState>
    );
  }
  return <SettingsForm token={token} initial={query.data} />;
}

function SettingsForm({ token, initial }: { token: string; initial: SubscriptionAlerts }) {
  const { t } = useTranslation("alerts");
  const save = useSaveSubscriptionAlerts(token);
  const [choices, setChoices] = useState<AlertChoiceValues>(() => ({
    kinds: initial.alerts.kinds,
    fieldsOfStudy: initial.alerts.fieldsOfStudy,
    countries: initial.alerts.countries,
    language: isSupportedLanguage(initial.alerts.language) ? initial.alerts.language : "en",
  }));
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const enabled = save.data?.alerts.enabled ?? initial.alerts.enabled;

  const send = async (turnOn: boolean) => {
    setOutcome(null);
    try {
      // The page offers no list filters: the ones saved stay as they are.
      await save.mutateAsync({ ...choices, filters: initial.alerts.filters, enabled: turnOn });
      setOutcome({ tone: "success", text: turnOn ? t("saved") : t("stopped") });
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      setOutcome({ tone: "error", text: offline ? t("offline") : t("saveError") });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <form className="alert-settings__form" onSubmit={onSubmit} noValidate>
      <p className="alert-settings__address">{t("forAddress", { email: initial.email })}</p>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {!outcome && !enabled ? <FormAlert tone="info">{t("currentlyStopped")}</FormAlert> : null}
      {initial.status === "pending" ? <FormAlert tone="info">{t("pending")}</FormAlert> : null}
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <AlertChoices value={choices} onChange={setChoices} />
      </Suspense>
      <div className="alert-settings__actions">
        <Button type="submit" loading={save.isPending && save.variables?.enabled === true}>
          {enabled ? t("save") : t("restart")}
        </Button>
        {enabled ? (
          <Button
            type="button"
            variant="ghost"
            loading={save.isPending && save.variables?.enabled === false}
            onClick={() => void send(false)}
          >
            {t("stopAll")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
