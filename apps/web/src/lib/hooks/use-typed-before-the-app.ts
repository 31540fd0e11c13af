// Words typed into the server's drawing of a box before React hydrated it are the reader's: once
// the app runs they are taken as if typed now (the job search, a list's search box).
import { type RefObject, useEffect, useRef } from "react";

/** Calls `onTyped` once, after hydration, with the box's text when it differs from what was drawn. */
export function useTypedBeforeTheApp(
  box: RefObject<HTMLInputElement | null>,
  drawnWith: string,
  onTyped: (text: string) => void,
): void {
  const drawn = useRef({ drawnWith, onTyped });
  useEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== drawn.current.drawnWith) drawn.current.onTyped(typed);
  }, [box]);
}
