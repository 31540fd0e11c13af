// The browser's start: the address's language (its catalogs first), react-query with the answers the
// server drew the page from, the router with the server's loader data, then React takes the server's
// markup over with one hydrateRoot (a tap or a typed word made before that is replayed by React).
// A page the server did not draw (a private screen, the offline shell) is drawn here instead, once
// the router has the layout's data.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/hero.css";
import "./styles/shell.css";
import "./app/layout/root-layout.css";
import "./app/layout/site-header.css";
// The Ethiopic faces' declarations (nothing is downloaded until a page lays out Ethiopic text):
// declared with the first paint, so no face is added later, which would lay out every text again.
import "./styles/fonts.css";

import { PRERENDER_STATE_ID } from "@btw/contracts";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { isEnglishOnlyPath } from "./app/english-only.tsx";
import { Providers } from "./app/providers.tsx";
import { createRoutes } from "./app/routes.tsx";
import { setLanguage } from "./lib/i18n.ts";
import { visitStartAddress } from "./lib/language-choice.ts";
import { languageOfAddress, routerBasename } from "./lib/localized-link.ts";
import { createQueryClient } from "./lib/query-client.ts";

/**
 * Set on <html> once React runs the page (`data-app="ready"`), and while it hydrates ("hydrating"):
 * before, the page is the server's HTML alone. End-to-end tests wait for it after each page load.
 */
export const APP_READY = { key: "app", value: "ready", hydrating: "hydrating" } as const;

// zod (the forms' checks, loaded later) probes once whether it may compile parsers with `new
// Function`; the site's Content-Security-Policy forbids that, and browsers report the probe as a CSP
// violation. Its global setting `jitless` (read from here when zod loads) skips the probe.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Marks the page ready once the app below it has mounted. A wrapper, not a sibling of the router:
 * the tree keeps the server's shape, so every `useId` matches the one the server drew.
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset[APP_READY.key] = APP_READY.value;
  }, []);
  return children;
}

/** The answers the server drew this page from (its data block), if it drew it. */
function serverAnswers(): DehydratedState | undefined {
  const text = document.getElementById(PRERENDER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/**
 * The first page's lazy routes, loaded before the first render: it is then the server's (hydrated),
 * or the page itself in place of the shell's band, never an empty moment between. Code that does
 * not arrive stays for the router to ask for, which shows the route's error screen (offline page,
 * reload after a new release).
 */
async function loadFirstRoutes(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy().catch(() => undefined);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const moveTo = visitStartAddress(window.location, isEnglishOnlyPath);
  if (moveTo) {
    window.location.replace(moveTo);
    return;
  }
  const language = await setLanguage(languageOfAddress(window.location.pathname).language);
  const queryClient = createQueryClient();
  const answers = serverAnswers();
  if (answers) hydrate(queryClient, answers);
  const routes = createRoutes(queryClient, language);
  const basename = routerBasename(language);
  const drawnByServer = window.__staticRouterHydrationData !== undefined;
  await loadFirstRoutes(routes, basename);
  // Reads the server's loader data (window.__staticRouterHydrationData) itself.
  const router = createBrowserRouter(routes, { basename });
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppReady>
          <RouterProvider router={router} />
        </AppReady>
      </Providers>
    </StrictMode>
  );
  // A page the server did not draw keeps the server's band until the router has the layout's data:
  // drawing earlier would empty the page while it waits (the router draws nothing before its first data).
  if (!drawnByServer) await routerInitialized(router);
  // From here React listens: a tap or key on a part not hydrated yet is replayed once it is.
  document.documentElement.dataset[APP_READY.key] = APP_READY.hydrating;
  if (drawnByServer) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

function routerInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void start();

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
