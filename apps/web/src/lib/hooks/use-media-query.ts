import { useSyncExternalStore } from "react";

/**
 * Whether the window matches a media query. The server cannot know (nor can the app while it takes
 * the server's page over): it answers `onServer`, the answer for a phone, where most visitors are.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => onServer,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
