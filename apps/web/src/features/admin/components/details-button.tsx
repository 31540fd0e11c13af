import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../components/button.tsx";
import { ModalDialog } from "../../../components/members/modal-dialog.tsx";

/** "Open" in a table row: the whole message or record in a dialog. */
export function DetailsButton({
  title,
  label,
  children,
  actions,
  onOpen,
}: {
  title: string;
  label: string;
  children: ReactNode;
  /** What can be done with it from the dialog (reply, download), shown before Close. */
  actions?: ReactNode;
  /** Called when the dialog opens (an inbox marks the message read). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="row-button"
        aria-label={label}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        {t("actions.open")}
      </button>
      <ModalDialog
        open={open}
        wide
        title={title}
        onClose={() => setOpen(false)}
        actions={
          <>
            {actions}
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => setOpen(false)}
              data-autofocus
            >
              {t("actions.close")}
            </button>
          </>
        }
      >
        {children}
      </ModalDialog>
    </>
  );
}
