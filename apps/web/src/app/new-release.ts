// A release replaces the built files: a tab opened before it asks for a page's code under its old
// name and gets a 404. Reloading fetches the new release's page, which names the new files. The
// reload happens once: the mark kept for this tab (sessionStorage) is cleared only when a page's
// code has arrived, so code that is missing after the reload too shows the error screen, never a loop.

const RELOADED_FOR_NEW_CODE = "btw:reloaded-for-new-code";

/** What browsers and Vite say when a lazily imported module or its stylesheet cannot be fetched. */
const MISSING_CODE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i;

export const isMissingCode = (error: unknown): boolean =>
  error instanceof Error && MISSING_CODE.test(error.message);

/** Whether this tab has not reloaded for missing code since a page's code last arrived. */
export function mayReloadForNewCode(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_FOR_NEW_CODE) === null;
  } catch {
    return false; // storage refused: no way to know, so never risk a loop
  }
}

export function reloadForNewCode(): void {
  try {
    sessionStorage.setItem(RELOADED_FOR_NEW_CODE, new Date().toISOString());
  } catch {
    return;
  }
  window.location.reload();
}

/** A page's code has arrived: a later release may reload this tab once again. */
export function codeArrived(): void {
  if (typeof sessionStorage === "undefined") return;
  try {
    sessionStorage.removeItem(RELOADED_FOR_NEW_CODE);
  } catch {
    // storage refused: mayReloadForNewCode says no anyway
  }
}
