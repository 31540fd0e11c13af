// A list's page, search text and filters live in the address: links to a filtered page work, the back
// button steps through pages, and a new search or filter starts again at page 1 (spec section 4).
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { queryForPage, readPage, withFilter } from "../../../lib/list-address.ts";

export interface ListParams<F extends string> {
  page: number;
  q: string;
  filters: Record<F, string>;
  /** Sets a filter (or `q`) and goes back to page 1. */
  setFilter: (name: F | "q", value: string) => void;
  hrefForPage: (page: number) => string;
}

export function useListParams<F extends string = never>(
  defaults: Partial<Record<F, string>> = {},
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const q = params.get("q") ?? "";
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are compared by value
  const filters = useMemo(() => {
    const values: Record<string, string> = { ...(defaults as Record<string, string>) };
    for (const name of Object.keys(values)) values[name] = params.get(name) ?? values[name] ?? "";
    return values as Record<F, string>;
  }, [params, defaultsKey]);

  const setFilter = useCallback(
    (name: F | "q", value: string) => {
      setParams((current) => withFilter(current, name, value), { preventScrollReset: true });
    },
    [setParams],
  );

  const hrefForPage = useCallback(
    (target: number) => {
      const query = queryForPage(params, target);
      return query ? `?${query}` : "?";
    },
    [params],
  );

  return { page, q, filters, setFilter, hrefForPage };
}
