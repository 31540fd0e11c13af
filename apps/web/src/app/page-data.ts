// A page's data, read before it is drawn: each route names the queries its page (and the sections in
// it) draws from, and its loader reads them all into react-query. On the server that is every answer
// the page needs before its one render (apps/api/src/site/site-data.ts answers in-process); in the
// browser the hooks then find them there (dehydrated with the page), and a later navigation reads
// only what the cache lacks.
import type { Language } from "@btw/i18n";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { LoaderFunctionArgs, Params } from "react-router";
import { languageOfAddress } from "../lib/localized-link.ts";

/** What the loaders need of a query: react-query's own options, as the feature's api file makes them. */
export interface PageQuery {
  queryKey: QueryKey;
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own answer type; the cache keeps it
  queryFn?: any;
}

/** A page's address as its queries read it; `language` is its prefix's (content is read in it). */
export interface PageAddress {
  search: URLSearchParams;
  params: Params;
  language: Language;
}

export type PageQueries = (address: PageAddress) => readonly PageQuery[];

export function pageLoader(queryClient: QueryClient, queries: PageQueries) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { language } = languageOfAddress(url.pathname);
    // prefetchQuery never throws: a failed read is the page's to show (its error state and retry).
    await Promise.all(
      queries({ search: url.searchParams, params, language }).map((options) =>
        queryClient.prefetchQuery(options as never),
      ),
    );
    return null;
  };
}

/** An item page's id from its address, when it names one. */
export function itemId(params: Params): number | undefined {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
