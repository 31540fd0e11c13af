// The entry: only what the server's page shell needs to look right (tokens, base, header and hero
// styles, the font declarations; the build puts them into the HTML). The app's code is asked for once the browser has
// painted that shell, so a slow phone on a slow network shows the page first and fetches after.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/hero.css";
import "./styles/shell.css";
import "./app/layout/root-layout.css";
import "./app/layout/site-header.css";
// The Ethiopic faces' declarations (nothing is downloaded until a page lays out Ethiopic text):
// declared with the first paint, so no face is added later, which would lay out every text again.
import "./styles/fonts.css";

import { afterNextPaint } from "./lib/after-next-paint.ts";
import { keepEarlyActions } from "./lib/early-actions.ts";

// A tap before the app runs is kept and made again once it does (lib/early-actions.ts).
keepEarlyActions();

// zod (the forms' checks, loaded later) probes once whether it may compile parsers with `new
// Function`; the site's Content-Security-Policy forbids that, and browsers report the probe as a CSP
// violation. Its global setting `jitless` (read from here when zod loads) skips the probe.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// The app's code is asked for once the shell has painted (a hidden tab, which paints nothing, after
// a quarter of a second).
afterNextPaint(() => void import("./app/start.tsx"), 250);

// The service worker (offline copies of saved opportunities) and the offline notice: once the first
// load has settled, so the worker's own downloads never compete with the page's; at once when the
// network goes (or was never there).
const OFFLINE_SUPPORT_AFTER_MS = 4000;
function offlineSupport(): void {
  void import("./sw/register.ts");
}
if (!navigator.onLine) offlineSupport();
else {
  setTimeout(offlineSupport, OFFLINE_SUPPORT_AFTER_MS);
  window.addEventListener("offline", offlineSupport, { once: true });
}
