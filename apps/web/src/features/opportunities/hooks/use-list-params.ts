import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type ListAddress, readListAddress } from "../../../lib/list-address.ts";

/**
 * A list's page and filters live in the address (shareable; the back button works). Changing a
 * filter starts again at page 1.
 */
export function useListParams<K extends string, Params>(address: ListAddress<K, Params>) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const { page, filters, params } = useMemo(() => readListAddress(search, address), [search, address]);

  const setFilter = useCallback(
    (key: K, value: string) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete("page");
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearch],
  );

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(search);
      if (target > 1) next.set("page", String(target));
      else next.delete("page");
      const query = next.toString();
      return `${pathname}${query ? `?${query}` : ""}`;
    },
    [search, pathname],
  );

  return { page, filters, params, setFilter, hrefFor };
}
