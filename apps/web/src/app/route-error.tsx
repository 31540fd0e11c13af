import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button, ButtonLink } from "../components/button.tsx";
import { Spinner } from "../components/spinner.tsx";
import { isOffline } from "../lib/network.ts";
import { isMissingCode, mayReloadForNewCode, reloadForNewCode } from "./new-release.ts";
import { OfflineView } from "./offline-view.tsx";
import "./route-error.css";

// Only a missing page needs it: it stays out of the code every page loads first.
const NotFoundView = lazy(() =>
  import("../components/not-found-view.tsx").then((module) => ({ default: module.NotFoundView })),
);

/**
 * The routes' error screen: a missing page; the offline page when the network is gone; one reload
 * when a page's code is missing after a new release; else the spec's "Unexpected Application
 * Error!" with the error's message.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = !notFound && isOffline();
  // Decided once for this error: the reload itself marks the tab, which must not change the screen.
  const [reload] = useState(() => !notFound && !offline && isMissingCode(error) && mayReloadForNewCode());
  useEffect(() => {
    if (reload) reloadForNewCode();
  }, [reload]);

  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );
  }
  if (offline) return <OfflineView />;
  if (reload) return <Spinner label={t("status.loading")} />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? "");
  return (
    <div className="route-error container" role="alert">
      <p className="eyebrow">{t("errorPage.eyebrow")}</p>
      <h1>{t("errorPage.title")}</h1>
      {message ? <pre className="route-error__message">{message}</pre> : null}
      <p>{t("errorPage.help")}</p>
      <div className="route-error__actions">
        <Button onClick={() => window.location.reload()}>{t("errorPage.reload")}</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {t("errorPage.home")}
        </ButtonLink>
      </div>
    </div>
  );
}
