// A panel that a button opens on phones and that is part of the page on wide screens (the phone
// menu, a list's Filters sheet). The panel is a popover (the Popover API): its button opens it
// through `popovertarget` even before the app's scripts have arrived on a slow network, and the
// browser closes it on a tap outside it or on Escape. The app follows the panel's state from its
// toggle events. A browser without popovers (Chrome before 114, Safari before 17, Firefox before
// 125) gets the same panel from the app's state alone, once the app runs.
import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

const canShowPopovers = () =>
  typeof HTMLElement !== "undefined" && typeof HTMLElement.prototype.showPopover === "function";

export function usePopover(panel: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => {
    setStarted(true);
    const element = panel.current;
    if (!element || !canShowPopovers()) return;
    // Opened before the app started: the app starts from the panel as it is.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [panel]);
  /** The button's click: the browser toggles the popover itself where it can. */
  const toggle = useCallback(() => {
    if (!canShowPopovers()) setOpen((wasOpen) => !wasOpen);
  }, []);
  const close = useCallback(() => {
    if (canShowPopovers()) panel.current?.hidePopover();
    else setOpen(false);
  }, [panel]);
  // A window widened past the phone layout (its button gone) closes the panel: it is part of the page there.
  useLayoutEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (button.current?.offsetWidth === 0) close();
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [open, close, button]);
  return {
    open,
    /**
     * The button's aria-expanded once the app runs; before, the browser tells the popover's state
     * from `popovertarget` (the server's drawing cannot know it).
     */
    expanded: started ? open : undefined,
    toggle,
    close,
  };
}
