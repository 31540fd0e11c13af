// Registers the service worker (a production build only: the dev server has no sw.js) and shows the
// offline notice. main.tsx imports this after the first load has settled, or at once with no network.
import { announceSaved } from "../features/opportunities/saved/saved-store.ts";
import { mountOfflineNotice } from "./offline-notice.ts";

const SERVICE_WORKER_URL = "/sw.js";

function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // The worker cannot read the saved list (localStorage): it is told on start and whenever a new
  // worker takes control (the saved store tells it of every change itself).
  navigator.serviceWorker.addEventListener("controllerchange", () => announceSaved());
  if (navigator.serviceWorker.controller) announceSaved();
  // updateViaCache "none": the browser asks the server for a new worker on every check, never its HTTP cache.
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .then((registration) => {
      // A tab left open for days still learns of a new release.
      setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    })
    .catch(() => {
      // No worker (private mode, an old browser, storage refused): the site works as before, online.
    });
}

mountOfflineNotice();
registerServiceWorker();
