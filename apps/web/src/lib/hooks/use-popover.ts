// A panel that a button opens on phones and that is part of the page on wide screens (the phone
// menu, a list's Filters sheet). The panel is a popover (the Popover API): its button opens it
// through `popovertarget` even before the app's scripts have arrived on a slow network, and the
// browser closes it on a tap outside it or on Escape. Once the app runs it follows the panel's state
// from its toggle events, and closes it too when focus moves on past it, when the window widens past
// its button, and on Escape with the focus back on the button. A browser without popovers (Chrome
// before 114, Safari before 17, Firefox before 125) gets the same panel from the app's state alone.
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
    // Opened before the app started: the app starts from the panel as it is, unless the window has
    // widened past its button since (see below).
    if (element.matches(":popover-open") && button.current?.offsetWidth === 0) element.hidePopover();
    else setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [panel, button]);
  /** The button's click: the browser toggles the popover itself where it can. */
  const toggle = useCallback(() => {
    if (!canShowPopovers()) setOpen((wasOpen) => !wasOpen);
  }, []);
  const close = useCallback(() => {
    if (canShowPopovers()) panel.current?.hidePopover();
    else setOpen(false);
  }, [panel]);
  // While it is open, the panel closes when the window widens past the phone layout (its button
  // gone: the panel is part of the page there), when focus moves on past it (what it hides is not
  // reached unseen), and on Escape, which gives the focus back to its button.
  useLayoutEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (button.current?.offsetWidth === 0) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      close();
      button.current?.focus();
    };
    window.addEventListener("resize", onResize);
    document.addEventListener("focusin", onFocusIn);
    // On the window: a handler on the document that keeps the panel open (an open sub-menu closing
    // first) has run by then and said so.
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("resize", onResize);
      document.removeEventListener("focusin", onFocusIn);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close, button, panel]);
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
