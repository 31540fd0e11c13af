// A page's data, read before it is drawn: each route names the queries its page (and the sections in
// it) draws from, and its loader reads them all into react-query. On the server that is every answer
// the page needs before its one render (apps/api/src/site/site-data.ts answers in-process); in the
// browser the hooks then find them there (dehydrated with the page), and a later navigation reads
// only what the cache lacks.
import type { Language } from "@btw/i18n";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { LoaderFunctionArgs, Params } from "react-router";
import { languageOfAddress } from "../lib/localized-link.ts";
import { isOffline } from "../lib/network.ts";

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

/** Offline, with answers the page needs that this device has not kept: the route shows the offline page. */
export class PageNotKeptOffline extends Error {
  override name = "PageNotKeptOffline";
}

export function pageLoader(queryClient: QueryClient, queries: PageQueries) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { language } = languageOfAddress(url.pathname);
    const wanted = queries({ search: url.searchParams, params, language });
    // prefetchQuery never throws: a failed read is the page's to show (its error state and retry)...
    await Promise.all(wanted.map((options) => queryClient.prefetchQuery(options as never)));
    // ...unless the network is gone: then the page could show nothing but errors.
    if (isOffline() && wanted.some((options) => queryClient.getQueryData(options.queryKey) === undefined)) {
      throw new PageNotKeptOffline(`Offline, and ${request.url} is not kept on this device`);
    }
    return null;
  };
}

/** An item page's id from its address, when it names one. */
export function itemId(params: Params): number | undefined {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
