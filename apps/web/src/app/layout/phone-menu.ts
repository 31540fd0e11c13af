// The phone menu's list is a popover (the Popover API): its button opens it through `popovertarget`
// even before the app's scripts have arrived on a slow network, and the browser closes it on a tap
// outside it or on Escape. The header follows the list's state from its toggle events. A browser
// without popovers (Chrome before 114, Safari before 17, Firefox before 125) gets the same menu from
// the header's state alone, once the app runs.
import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

const canShowPopovers = () =>
  typeof HTMLElement !== "undefined" && typeof HTMLElement.prototype.showPopover === "function";

export function usePhoneMenu(list: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => {
    setStarted(true);
    const element = list.current;
    if (!element || !canShowPopovers()) return;
    // Opened before the app started: the header starts from the list as it is.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [list]);
  /** The button's click: the browser toggles the popover itself where it can. */
  const toggle = useCallback(() => {
    if (!canShowPopovers()) setOpen((wasOpen) => !wasOpen);
  }, []);
  const close = useCallback(() => {
    if (canShowPopovers()) list.current?.hidePopover();
    else setOpen(false);
  }, [list]);
  // A window widened past the phone layout (its button gone) closes the menu: the list is the row there.
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
