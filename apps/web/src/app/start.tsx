// Starts the app: the address's language (its catalogs first, so the first page loads its texts in
// that language), the router below that language's prefix, react-query (with the answers the server
// drew the page from), then the app takes over the server's drawing of the page, or draws the page
// into the server's shell where there is none. A visit's first page may move once to a remembered
// language (language-choice.ts).
import { type DehydratedState, hydrate as hydrateQueries } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  RouterProvider,
} from "react-router";
import { joinTextsInElements } from "../lib/adjacent-texts.ts";
import { replayEarlyActions } from "../lib/early-actions.ts";
import { trackHydration } from "../lib/first-draw.ts";
import { takeOverAround } from "../lib/hydration-turns.ts";
import { setLanguage } from "../lib/i18n.ts";
import { visitStartAddress } from "../lib/language-choice.ts";
import { languageOfAddress, routerBasename } from "../lib/localized-link.ts";
import { nextTask } from "../lib/next-task.ts";
import { APP_READY, readPrerenderedState } from "../lib/prerendered.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { readServerHero } from "../lib/server-hero.ts";
import { isEnglishOnlyPath } from "./english-only.tsx";
import { Providers } from "./providers.tsx";
import { createRoutes } from "./routes.tsx";

// As the server's renderer draws them (lib/adjacent-texts.ts), so its markup is taken over unchanged;
// and which parts are being taken over (lib/first-draw.ts).
joinTextsInElements();
trackHydration();

// The language remembered from an earlier visit is read from the browser's storage, whose first
// read waits while the browser loads it: a task of its own.
void nextTask().then(() => {
  const moveTo = visitStartAddress(window.location, isEnglishOnlyPath);
  if (moveTo) window.location.replace(moveTo);
  else void start();
});

async function start() {
  const language = await setLanguage(languageOfAddress(window.location.pathname).language);
  // Each step its own task (a phone's tap is answered between them): the catalogs, the server's
  // answers, the router, its first match, then the first draw.
  await nextTask();
  const queryClient = createQueryClient();
  const prerendered = readPrerenderedState();
  if (prerendered) {
    hydrateQueries(queryClient, prerendered.queries as DehydratedState);
    await nextTask();
  }
  // createBrowserRouter's two steps, each in its own task: the router with its routes ranked, then
  // its first match (the page's code and catalogs asked for, its list's loader started).
  const router = createRouter({
    routes: createRoutes(queryClient, language),
    basename: routerBasename(language),
    history: createBrowserHistory({ window }),
    mapRouteProperties,
    hydrationRouteProperties,
    window,
  });
  await nextTask();
  router.initialize();
  await firstPageReady(router);
  await nextTask();
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (prerendered) {
    // The server drew this page with the same components and answers: take its markup over (in
    // slices: components/hydration-slice.tsx) instead of drawing it again.
    hydrateRoot(container, app);
  } else {
    readServerHero(container);
    // The built site's Preact draws at once (its startTransition does not yield), so the first page
    // is cut into tasks by hand: the header here, the page, the phone menu's links and the footer
    // after it (root-layout.tsx). Under React (dev server, component tests) the transition also yields.
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
  // From here the app answers the reader (a tap on a part not yet taken over takes it over at once),
  // starting with what they did while it was on its way.
  document.documentElement.dataset[APP_READY.key] = APP_READY.value;
  void replayEarlyActions(takeOverAround);
}

// Keep the server-sent page shell on screen until the first page's code has arrived, so the visitor
// never sees an empty page in between.
function firstPageReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
