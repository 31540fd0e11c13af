import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../components/button.tsx";

interface DialogActionsProps {
  submitLabel: string;
  onCancel: () => void;
  busy: boolean;
  /** The submit is a red one (a reject). */
  danger?: boolean;
  /** The submit has focus when the dialog opens (a dialog with no field to fill). */
  focusSubmit?: boolean;
}

/** The buttons of a dialog that is a form: Cancel, and the submit that says it is working meanwhile. */
export function DialogActions({ submitLabel, onCancel, busy, danger, focusSubmit }: DialogActionsProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <button type="button" className={buttonClass("secondary")} onClick={onCancel} disabled={busy}>
        {t("actions.cancel")}
      </button>
      <Button
        type="submit"
        className={danger ? "btn--danger" : undefined}
        loading={busy}
        loadingLabel={t("status.working")}
        data-autofocus={focusSubmit || undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}
