// The server's copy of a public page: the app's own routes, components, catalogs and data, drawn to
// HTML by the API process (apps/api/src/site/prerender.ts) for the first visit to an address, so a
// phone shows the whole page (its cards, pictures and texts) before any of the app's code arrives.
// The browser's app then takes over the same markup (app/start.tsx) instead of drawing it again.
//
// Built on its own (`vite build --ssr`, dist/.server/render-page.js) with the same Preact aliases as
// the site; the data comes from the API itself over HTTP (`apiOrigin`), exactly as the browser asks.
import type { PrerenderedPage, PrerenderRequest } from "@btw/contracts";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { renderToStringAsync } from "preact-render-to-string";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "../app/providers.tsx";
import { createRoutes } from "../app/routes.tsx";
import { joinTextsInElements } from "../lib/adjacent-texts.ts";
import { setApiOrigin } from "../lib/http.ts";
import { i18n, loadAllCatalogs } from "../lib/i18n.ts";
import { routerBasename } from "../lib/localized-link.ts";
import { createQueryClient } from "../lib/query-client.ts";

joinTextsInElements();

/** Drawing passes at most: each one may ask for data the next one draws (a page, then its cards). */
const MAX_PASSES = 3;

let catalogsLoaded: Promise<void> | undefined;

/** Data the drawn page asked for that has not arrived: fetched before the next pass. */
const waitingQueries = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === "pending" &&
        typeof query.options.queryFn === "function" &&
        // Queries a page turns off (their inputs are not there yet) stay off here too.
        (query.options as { enabled?: unknown }).enabled !== false,
    );

export async function renderPage(request: PrerenderRequest): Promise<PrerenderedPage> {
  setApiOrigin(request.apiOrigin);
  catalogsLoaded ??= loadAllCatalogs();
  await catalogsLoaded;
  // The page's language for this request only: other pages may be drawn meanwhile in another.
  const texts = i18n.cloneInstance({ lng: request.language, initAsync: false });
  await texts.changeLanguage(request.language);

  const queryClient = createQueryClient({ retry: false });
  const handler = createStaticHandler(createRoutes(queryClient, request.language), {
    basename: routerBasename(request.language),
  });
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  let html = "";
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    html = await renderToStringAsync(
      <Providers queryClient={queryClient} i18n={texts} siteOrigin={request.siteOrigin}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0 || pass === MAX_PASSES) break;
    // A failed read is the page's to show (its error state), as in the browser.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // Only answers that arrived: the browser asks again for anything else.
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { kind: "page", html, state };
}
