import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { type ListAddress, readListAddress } from "../lib/list-address.ts";

/**
 * How long a list page waits for its first results before it is drawn with skeletons instead: long
 * enough that a fair connection shows the finished page at once, short enough that a slow one still
 * answers a tap quickly (the header's progress bar shows the wait).
 */
export const LIST_PREFETCH_WAIT_MS = 400;

/** A route loader that starts fetching the page of results the address asks for. */
export function prefetchList<K extends string, Params, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  address: ListAddress<K, Params>,
  options: (params: Params) => FetchQueryOptions<Data, Error, Data, Key>,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { params } = readListAddress(new URL(request.url).searchParams, address);
    // prefetchQuery never throws: a failed fetch is the page's to show (with its retry button).
    const fetched = queryClient.prefetchQuery(options(params));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      fetched,
      new Promise((resolve) => (timer = setTimeout(resolve, LIST_PREFETCH_WAIT_MS))),
    ]);
    clearTimeout(timer);
    return null;
  };
}
