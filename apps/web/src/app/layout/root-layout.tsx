import { PRIVATE_PAGES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { Spinner } from "../../components/spinner.tsx";
import { SubscriptionOutcome } from "../../features/newsletter/components/subscription-outcome.tsx";
import { suggestedLanguage } from "../../lib/language-choice.ts";
import { loadWhenOnline } from "../../lib/load-when-online.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import "./root-layout.css";

// Loaded only when there is a language to suggest: most pages never fetch it. Neither it nor the
// notices fail the page when the network drops before they arrive: they come once it is back.
const LanguageSuggestion = lazy(() => loadWhenOnline(() => import("./language-suggestion.tsx")));
// Nothing to show until a form reports: it arrives after the first page, outside the home's budget.
const Toaster = lazy(() =>
  loadWhenOnline(() => import("../../components/toaster.tsx")).then((module) => ({
    default: module.Toaster,
  })),
);

/** Paths whose screen stands alone without the footer (spec: the footer is hidden on /sign-in). */
const FOOTERLESS_PATHS = [PRIVATE_PAGES.signIn];

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const current = i18n.language as Language;
  // Read once, after the first render: the browser's languages never change during a visit.
  const [suggested, setSuggested] = useState<Language>();
  useEffect(() => setSuggested(suggestedLanguage(current)), [current]);
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After an in-app navigation, move focus to the new page so screen readers start there.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const showFooter = !FOOTERLESS_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div
        className="route-progress"
        data-active={navigation.state !== "idle" || undefined}
        aria-hidden="true"
      />
      {suggested ? (
        <Suspense fallback={null}>
          <LanguageSuggestion suggested={suggested} current={current} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" ref={mainRef} tabIndex={-1} className="app-main">
        <Suspense fallback={<Spinner label={t("status.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {/* Under the sticky header: its menu and account link stay clear. */}
        <Toaster below="var(--header-height)" />
      </Suspense>
      <SubscriptionOutcome />
      <ScrollRestoration />
    </div>
  );
}
