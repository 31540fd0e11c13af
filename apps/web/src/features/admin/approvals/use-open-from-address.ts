// The approval queue opens the item its address names (`?open=<kind>:<id>`, a staff notice's link) in
// the preview, once its kind's queue has loaded: from the queue, or fetched when it is further down.
// An item that is gone, or was reviewed meanwhile, says so instead.
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ApiError } from "../../../lib/http.ts";
import { noticeError } from "../lib/notices.ts";
import { useOpenParam } from "../lib/use-open-param.ts";
import { opportunityQueryOptions } from "../opportunities/api/get-opportunity.ts";
import { OPPORTUNITY_KINDS, type OpportunityKind } from "../opportunities/opportunity-kinds.ts";
import { type QueueEntry, queueEntry } from "./review-preview.tsx";

/** `jobs:12` as a kind and id; anything else is nothing. */
function parseQueueItem(open: string | null): { kind: OpportunityKind; id: number } | null {
  const match = open ? /^([a-z]+):([1-9]\d*)$/.exec(open) : null;
  const kind = OPPORTUNITY_KINDS.find((name) => name === match?.[1]);
  return match && kind ? { kind, id: Number(match[2]) } : null;
}

export function useOpenFromAddress(
  queue: QueueEntry[],
  queries: Array<UseQueryResult<unknown>>,
  show: (entry: QueueEntry) => void,
): { close: () => void } {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const { open, close } = useOpenParam();
  const handled = useRef<string | null>(null);
  const target = parseQueueItem(open);
  const loaded = target ? queries[OPPORTUNITY_KINDS.indexOf(target.kind)]?.isFetched === true : false;

  useEffect(() => {
    if (!open || handled.current === open) return;
    if (!target) {
      handled.current = open;
      toast.error(t("notices.itemGone"));
      close();
      return;
    }
    if (!loaded) return;
    handled.current = open;
    const waiting = queue.find((entry) => entry.kind === target.kind && entry.id === target.id);
    if (waiting) return show(waiting);
    // Further down than the queue shows, reviewed meanwhile, or deleted.
    queryClient
      .fetchQuery(opportunityQueryOptions(target.kind, target.id))
      .then((item) => {
        if (item.status !== "pending") {
          toast.info(t("notices.notWaiting"));
          return close();
        }
        show(queueEntry(target.kind, item));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) toast.error(t("notices.itemGone"));
        else noticeError(t, error);
        close();
      });
  }, [open, target, loaded, queue, show, close, queryClient, t]);

  return { close };
}
