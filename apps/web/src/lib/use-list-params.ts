import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type ListAddress, queryForPage, readListAddress, withFilter } from "./list-address.ts";

/**
 * A list's page, search text and filters live in the address (shareable; the back button steps
 * through pages), public lists and admin tables alike. Changing a filter starts again at page 1.
 */
export function useListParams<K extends string, Params>(address: ListAddress<K, Params>) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const { page, filters, params } = useMemo(() => readListAddress(search, address), [search, address]);

  // `replace`: no history entry of its own (a search box's text while it is typed).
  const setFilter = useCallback(
    (key: K, value: string, { replace = false }: { replace?: boolean } = {}) => {
      setSearch((previous) => withFilter(previous, key, value), { replace, preventScrollReset: true });
    },
    [setSearch],
  );

  const hrefFor = useCallback(
    (target: number) => {
      const query = queryForPage(search, target);
      return `${pathname}${query ? `?${query}` : ""}`;
    },
    [search, pathname],
  );

  return { page, filters, params, setFilter, hrefFor };
}
