import "./modal-dialog.css";
import "./action-buttons.css";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** Focused when the dialog opens; else the first field or button inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  wide?: boolean;
  /** Wraps body and actions in a form (submit runs this). */
  onSubmit?: () => void;
  role?: "dialog" | "alertdialog";
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside and closes it on Escape; focus goes
 * back to what had it before.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  actions,
  initialFocus,
  wide,
  onSubmit,
  role,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<Element | null>(null);

  // Open while `open`; closed, with focus back where it was, when `open` ends or the dialog is
  // unmounted while open (a caller that stops drawing it).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      const target =
        initialFocus?.current ??
        dialog.querySelector<HTMLElement>("input, textarea, select, [data-autofocus]") ??
        dialog.querySelector<HTMLElement>("button");
      target?.focus();
    }
    return () => {
      if (dialog.open) dialog.close();
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  const body = (
    <>
      <div className="admin-dialog__body">
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        {children}
      </div>
      <div className="admin-dialog__actions">{actions}</div>
    </>
  );

  return (
    <dialog
      ref={ref}
      className={wide ? "admin-dialog admin-dialog--wide" : "admin-dialog"}
      aria-labelledby={titleId}
      role={role}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        onSubmit ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )
      ) : null}
    </dialog>
  );
}
