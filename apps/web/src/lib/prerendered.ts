// The server's drawing of the visit's first page (apps/api/src/site/prerender.ts): the answers it was
// drawn from, in a data block beside the app's root. The app takes that markup over only when it was
// drawn for this very address; a stored copy opened for another address (the offline shell) is drawn
// anew.
import { PRERENDER_STATE_ID, type PrerenderedState } from "@btw/contracts";

/**
 * Set on <html> once the app runs the page (`data-app="ready"`): before, the page is the server's
 * HTML alone (links work, buttons wait). End-to-end tests wait for it after each page load.
 */
export const APP_READY = { key: "app", attribute: "data-app", value: "ready" } as const;

export function readPrerenderedState(doc: Document = document, here: Location = window.location) {
  const block = doc.getElementById(PRERENDER_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    const state = JSON.parse(block.textContent) as PrerenderedState;
    return state.path === `${here.pathname}${here.search}` ? state : undefined;
  } catch {
    return undefined;
  }
}
