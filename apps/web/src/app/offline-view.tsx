import { PRIVATE_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../components/button.tsx";
import "./route-error.css";

/**
 * A page opened with no network whose code or answers this device has not kept: what the visitor
 * can do instead (the saved opportunities open offline), in the page's language.
 */
export function OfflineView() {
  const { t } = useTranslation();
  return (
    <div className="route-error container">
      <p className="eyebrow">{t("offlinePage.eyebrow")}</p>
      <h1>{t("offlinePage.title")}</h1>
      <p>{t("offlinePage.text")}</p>
      <div className="route-error__actions">
        <ButtonLink to={PRIVATE_PAGES.saved}>{t("offlinePage.saved")}</ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t("offlinePage.retry")}
        </Button>
      </div>
    </div>
  );
}
