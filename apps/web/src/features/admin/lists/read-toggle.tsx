// Mark a message read or unread; opening a message (Read) marks it read on its own.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useBusyAction } from "../lib/use-busy-action.ts";
import { type Inbox, refreshList, setRead } from "./api/list-tools.ts";

export function ReadToggle({
  inbox,
  id,
  read,
  name,
}: {
  inbox: Inbox;
  id: number;
  read: boolean;
  name: string;
}) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const { busy, run } = useBusyAction();
  return (
    <button
      type="button"
      className="row-button"
      disabled={busy}
      aria-label={t(read ? "read.markUnreadItem" : "read.markReadItem", { name })}
      onClick={() =>
        run(async () => {
          await setRead(inbox, id, !read);
          await refreshList(queryClient, inbox);
        })
      }
    >
      {t(read ? "read.markUnread" : "read.markRead")}
    </button>
  );
}

/** Marks a message read when it is opened (once; errors are not worth a notice here). */
export function useMarkReadOnOpen(inbox: Inbox) {
  const queryClient = useQueryClient();
  return (id: number, read: boolean) => {
    if (read) return;
    void setRead(inbox, id, true)
      .then(() => refreshList(queryClient, inbox))
      .catch(() => undefined);
  };
}
