// A list's page, search text and filters live in the address: links to a filtered page work, the back
// button steps through pages, and a new search or filter starts again at page 1 (spec section 4).
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

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
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
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
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete("page");
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete("page");
      else next.set("page", String(target));
      const qs = next.toString();
      return qs ? `?${qs}` : "?";
    },
    [params],
  );

  return { page, q, filters, setFilter, hrefForPage };
}
