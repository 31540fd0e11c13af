// The site's notices: sonner, with the spec's rules as its options (top right, five seconds, three at
// once with the rest queued, Alt+T to reach them, swipe to dismiss, a pause on hover). Call sites use
// sonner's own `toast`. Two things sonner leaves to the page are added here: holding the notices while
// the window is out of focus (sonner itself only waits while the page is hidden), and drawing them
// above an open modal dialog (a <dialog> in the browser's top layer over any z-index, or a sheet
// that is a modal dialog while open, such as a list's Filters sheet on phones).
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, type ToasterProps, toast } from "sonner";
import "./toaster.css";

export const TOASTER_SETTINGS = {
  position: "top-right",
  duration: 5000,
  visibleToasts: 3,
  hotkey: ["altKey", "KeyT"],
  swipeDirections: ["top", "right"],
  closeButton: true,
  richColors: true,
} as const satisfies ToasterProps;

const showByType = {
  success: toast.success,
  error: toast.error,
  info: toast.info,
  warning: toast.warning,
} as const;

/** Sets the time of every notice on screen: forever while the window is away, the full time after. */
function setDurations(duration: number): void {
  for (const item of toast.getToasts()) {
    if (!("title" in item)) continue;
    const show =
      item.type && item.type in showByType ? showByType[item.type as keyof typeof showByType] : toast;
    show(item.title, { id: item.id, duration });
  }
}

function useHoldWhileWindowAway(): void {
  useEffect(() => {
    const hold = () => setDurations(Number.POSITIVE_INFINITY);
    const resume = () => setDurations(TOASTER_SETTINGS.duration);
    window.addEventListener("blur", hold);
    window.addEventListener("focus", resume);
    return () => {
      window.removeEventListener("blur", hold);
      window.removeEventListener("focus", resume);
    };
  }, []);
}

/** An open modal dialog: a <dialog> (the site opens them with showModal), or a sheet marked modal while open. */
const OPEN_MODAL = 'dialog[open], [role="dialog"][aria-modal="true"]';

/**
 * The last open modal dialog, if any: the notices are drawn inside it so they show over it, and
 * stay clickable and heard while it hides the rest of the page.
 */
function useOpenDialog(): HTMLElement | null {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = document.querySelectorAll<HTMLElement>(OPEN_MODAL);
      setDialog(open[open.length - 1] ?? null);
    };
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open", "aria-modal"],
    });
    find();
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/** `below`: the height of a fixed bar at the top that the notices must leave clear, as a CSS length. */
export function Toaster({ below }: { below?: string }) {
  const { t } = useTranslation();
  const offset = below ? { top: `calc(${below} + var(--space-3))` } : undefined;
  useHoldWhileWindowAway();
  const host = useOpenDialog();
  const toaster = (
    <Sonner
      {...TOASTER_SETTINGS}
      hotkey={[...TOASTER_SETTINGS.hotkey]}
      swipeDirections={[...TOASTER_SETTINGS.swipeDirections]}
      customAriaLabel={t("toast.region")}
      toastOptions={{ closeButtonAriaLabel: t("toast.close") }}
      style={{ fontFamily: "inherit" }}
      offset={offset}
      mobileOffset={offset}
    />
  );
  return host ? createPortal(toaster, host) : toaster;
}
