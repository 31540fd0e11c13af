import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../components/button.tsx";
import { ModalDialog } from "../../../components/members/modal-dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** Asks before something that cannot be undone; the safe choice has focus first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  danger = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation("admin");
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onCancel}
      initialFocus={cancelRef}
      role="alertdialog"
      actions={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass("secondary")}
            onClick={onCancel}
            disabled={busy}
          >
            {t("actions.cancel")}
          </button>
          <Button
            className={danger ? "btn--danger" : undefined}
            onClick={onConfirm}
            loading={busy}
            loadingLabel={t("status.working")}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="admin-dialog__text">{children}</div>
    </ModalDialog>
  );
}
