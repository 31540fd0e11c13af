// The details dialog of the item the address names (`?open=<item>`), fetched on its own so an item
// on any page of the list opens: a notice's link lands here. An item that is gone says so in a toast.
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button.tsx";
import { ModalDialog } from "../../../components/members/modal-dialog.tsx";
import { ApiError } from "../../../lib/http.ts";
import { noticeError } from "../lib/notices.ts";
import { useOpenParam } from "../lib/use-open-param.ts";

export function OpenedItemDialog<T>({
  queryKey,
  fetchOne,
  title,
  onOpen,
  actions,
  children,
}: {
  /** The list's query key: the item is cached below it, so list refreshes refresh it too. */
  queryKey: readonly unknown[];
  /** The item the address names; null (or a 404) when there is no such item. */
  fetchOne: (open: string, signal: AbortSignal) => Promise<T | null>;
  title: (item: T) => string;
  /** Called once the item shows (an inbox marks it read). */
  onOpen?: (item: T) => void;
  /** Buttons beside Close (reply, download), as the row's own details dialog has them. */
  actions?: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const { open, close } = useOpenParam();
  const item = useQuery({
    queryKey: [...queryKey, "open", open],
    queryFn: ({ signal }) => fetchOne(open as string, signal),
    enabled: open !== null,
    retry: false,
  });
  const gone = item.data === null || (item.error instanceof ApiError && item.error.status === 404);

  useEffect(() => {
    if (!open) return;
    if (gone) {
      toast.error(t("notices.itemGone"));
      close();
    } else if (item.error) {
      noticeError(t, item.error);
      close();
    }
  }, [open, gone, item.error, close, t]);

  const shown = open && item.data ? item.data : null;
  const reported = useRef<T | null>(null);
  useEffect(() => {
    if (!shown || reported.current === shown) return;
    reported.current = shown;
    onOpen?.(shown);
  }, [shown, onOpen]);

  return (
    <ModalDialog
      open={shown !== null}
      wide
      title={shown ? title(shown) : ""}
      onClose={close}
      actions={
        <>
          {shown && actions ? actions(shown) : null}
          <button type="button" className={buttonClass("secondary")} onClick={close} data-autofocus>
            {t("actions.close")}
          </button>
        </>
      }
    >
      {shown ? children(shown) : null}
    </ModalDialog>
  );
}
