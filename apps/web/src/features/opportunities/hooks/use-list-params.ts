import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";

/**
 * A list's page and filters live in the address (shareable; the back button works). Changing a
 * filter starts again at page 1; values outside `allowed` are ignored rather than sent to the API.
 */
export function useListParams<K extends string>(
  allowed: Partial<Record<K, readonly string[]>>,
  keys: readonly K[],
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const filters = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of keys) {
      const raw = params.get(key)?.trim() ?? "";
      const options = allowed[key];
      values[key] = options && !options.includes(raw) ? "" : raw;
    }
    return values;
  }, [params, keys, allowed]);

  const setFilter = useCallback(
    (key: K, value: string) => {
      setParams(
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
    [setParams],
  );

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target > 1) next.set("page", String(target));
      else next.delete("page");
      const search = next.toString();
      return `${pathname}${search ? `?${search}` : ""}`;
    },
    [params, pathname],
  );

  return { page, filters, setFilter, hrefFor };
}
