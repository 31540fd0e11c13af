import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_SETTINGS } from "./toast-settings.ts";
import { dismissToast, getToasts, subscribeToasts, type Toast } from "./toast-store.ts";
import "./toast.css";

/** True while the page has lost focus (another window or tab): toasts wait for the visitor to return. */
function useWindowBlurred(): boolean {
  const [blurred, setBlurred] = useState(false);
  useEffect(() => {
    const onBlur = () => setBlurred(true);
    const onFocus = () => setBlurred(false);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
  return blurred;
}

export function Toaster() {
  const { t } = useTranslation();
  const { visible } = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLOListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const blurred = useWindowBlurred();
  const paused = hovered || focused || (TOAST_SETTINGS.pauseOnFocusLoss && blurred);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === "KeyT") {
        event.preventDefault();
        const first = regionRef.current?.querySelector<HTMLElement>(".toast");
        (first ?? regionRef.current)?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section className="toaster" aria-label={t("toast.region")}>
      <ol
        ref={regionRef}
        className="toaster__list"
        tabIndex={-1}
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {visible.map((item) => (
          <ToastItem key={`${item.id}:${item.version}`} toast={item} paused={paused} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const { t } = useTranslation();
  const remaining = useRef<number>(TOAST_SETTINGS.durationMs);
  const drag = useRef<{ startX: number; width: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (paused || dragging) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, dragging, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    drag.current = {
      startX: event.clientX,
      width: event.currentTarget.offsetWidth,
      pointerId: event.pointerId,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (!drag.current) return;
    setOffset(event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (!drag.current) return;
    const distance = Math.abs(event.clientX - drag.current.startX);
    const threshold = (drag.current.width * TOAST_SETTINGS.dragToDismissPercent) / 100;
    drag.current = null;
    setDragging(false);
    if (distance >= threshold) dismissToast(toast.id);
    else setOffset(0);
  };

  const width = drag.current?.width ?? 1;
  return (
    <li
      className={`toast toast--${toast.kind}${dragging ? " toast--dragging" : ""}`}
      role={toast.kind === "error" ? "alert" : "status"}
      tabIndex={-1}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? 1 - Math.min(1, Math.abs(offset) / width) : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-paused={paused || undefined}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === "success" ? "✓" : toast.kind === "error" ? "!" : "i"}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        onClick={() => dismissToast(toast.id)}
        aria-label={t("toast.close")}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span
        className="toast__progress"
        aria-hidden="true"
        style={{
          animationDuration: `${TOAST_SETTINGS.durationMs}ms`,
          animationPlayState: paused || dragging ? "paused" : "running",
        }}
      />
    </li>
  );
}
