import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button, ButtonLink } from "../components/button.tsx";
import "./route-error.css";

// Only a missing page needs it: it stays out of the code every page loads first.
const NotFoundView = lazy(() =>
  import("../features/not-found/not-found-view.tsx").then((module) => ({ default: module.NotFoundView })),
);

/** The fallback screen (spec: "Unexpected Application Error!" with the error message). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );
  }
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
