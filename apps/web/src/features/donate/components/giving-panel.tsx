import { useTranslation } from "react-i18next";
import { usePaymentsMode } from "../api/get-payments-mode.ts";
import { DonateForm } from "./donate-form.tsx";
import { TestModeNote } from "./test-mode-note.tsx";

/**
 * The form, unless this server takes no gifts online (then where else to give); in test mode the
 * form comes with its TEST mark. While the mode is loading, the form shows: a refusal still
 * answers with a clear message.
 */
export function GivingPanel() {
  const { t } = useTranslation("donate");
  const mode = usePaymentsMode().data?.mode;
  if (mode === "unavailable") {
    return (
      <div className="giving-unavailable" role="status">
        <h3>{t("unavailable.title")}</h3>
        <p>{t("unavailable.text")}</p>
        <a href="#ways">{t("unavailable.link")}</a>
      </div>
    );
  }
  return (
    <>
      {mode === "test" ? <TestModeNote>{t("testMode")}</TestModeNote> : null}
      <DonateForm />
    </>
  );
}
