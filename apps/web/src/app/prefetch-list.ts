import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { type ListAddress, readListAddress } from "../lib/list-address.ts";

/**
 * A route loader that starts fetching the page of results the address asks for, alongside the
 * page's code instead of after it. It does not wait for the answer: the page is drawn as soon as its
 * code is in (with skeletons if the results are still on their way), so a tap on a slow network gets
 * an answer at once, and the phone draws the page and its results in two short steps, not one long one.
 */
export function prefetchList<K extends string, Params, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  address: ListAddress<K, Params>,
  options: (params: Params) => FetchQueryOptions<Data, Error, Data, Key>,
) {
  return ({ request }: LoaderFunctionArgs) => {
    const { params } = readListAddress(new URL(request.url).searchParams, address);
    // prefetchQuery never throws: a failed fetch is the page's to show (with its retry button).
    void queryClient.prefetchQuery(options(params));
    return null;
  };
}
