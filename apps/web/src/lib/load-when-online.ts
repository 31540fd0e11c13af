// Code for a part of a page that is already drawn (by the server) or can wait (the notices): when the
// network drops before it arrives, it is asked for again once the browser is back online, instead of
// failing the page around it; meanwhile the part stays as drawn, or absent. Any other failure (a file
// gone after a new release) still reaches the route's error screen, which knows what to do with it.
import { isOffline } from "./network.ts";

export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (!isOffline()) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener("online", () => loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
