// An admin page opens one item from its address (`?open=<item>`, contracts' ADMIN_OPEN_PARAM): staff
// notices link to items this way. Closing the item takes the parameter off the address again.
import { ADMIN_OPEN_PARAM } from "@btw/contracts";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export function useOpenParam(): { open: string | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(ADMIN_OPEN_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { open: params.get(ADMIN_OPEN_PARAM) || null, close };
}

/** An inbox item's id from the address: a whole positive number, else nothing. */
export function openId(open: string | null): number | null {
  return open && /^[1-9]\d*$/.test(open) ? Number(open) : null;
}
