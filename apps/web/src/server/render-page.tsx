// The server's drawing of a page: React Router's data-mode server rendering, run inside the API's
// process (apps/api/src/site/site.ts). The route loaders read every answer the page needs (through
// the in-process data source the API gives once, lib/http.ts), then React draws the page once
// with renderToPipeableStream; the browser hydrates that markup (main.tsx) with the router's data
// and react-query's answers, so it asks for nothing again.
import { PassThrough } from "node:stream";
import type { PrerenderedPage, PrerenderRequest } from "@btw/contracts";
import { dehydrate } from "@tanstack/react-query";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { isPageHandle } from "../app/page-modules.ts";
import { Providers } from "../app/providers.tsx";
import { createRoutes } from "../app/routes.tsx";
import { catalogModules, i18n, type Language, loadAllCatalogs } from "../lib/i18n.ts";
import { routerBasename } from "../lib/localized-link.ts";
import { createQueryClient } from "../lib/query-client.ts";

export { setServerDataSource } from "../lib/http.ts";

let catalogsLoaded: Promise<void> | undefined;

export async function renderPage(request: PrerenderRequest): Promise<PrerenderedPage> {
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
  const html = await drawn(
    <Providers queryClient={queryClient} i18n={texts}>
      <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
    </Providers>,
    request.nonce,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  const handles = context.matches.map(({ route }) => route.handle);
  return {
    kind: "page",
    status: context.statusCode,
    html,
    state,
    modules: modulesOf(handles, request.language),
  };
}

/**
 * The modules and catalogs of the page at an address, without drawing it or reading its data: for a
 * screen the browser draws (sign-in, account, posting), whose HTML names its scripts too.
 */
export async function pageModules(request: PrerenderRequest): Promise<string[]> {
  const routes = createRoutes(createQueryClient({ retry: false }), request.language);
  const matches = matchRoutes(routes, new URL(request.url).pathname, routerBasename(request.language)) ?? [];
  return modulesOf(
    matches.map(({ route }) => route.handle),
    request.language,
  );
}

/** The pages' modules and the catalogs they read, from their routes' handles (app/routes.tsx). */
function modulesOf(handles: unknown[], language: Language): string[] {
  const pages = handles.filter(isPageHandle);
  const namespaces = pages.flatMap((handle) => handle.namespaces);
  return [...pages.map((handle) => handle.module), ...catalogModules(language, namespaces)];
}

/** The whole page (every Suspense boundary resolved: a crawler or a reader without JavaScript gets it all). */
function drawn(app: React.ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(app, {
      nonce,
      // Every boundary in place, never moved in by a script: a reader without JavaScript gets it all.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}
