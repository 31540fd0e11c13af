// /admin/approvals: what members submitted and waits for an admin, of every kind, oldest first in
// each kind's page. Each row says who sent it, for which organisation, and whether it was rejected
// before; "Preview" (or j) opens the items one by one as the public will see them, to approve (a)
// or reject with a reason (r) the submitter receives by email. Ticked rows of a kind are approved
// together ("Approve selected") after a confirmation, or rejected together with one reason ("Reject
// selected").
import { adminEditPath } from "@btw/contracts";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useReviewContexts } from "../approvals/api/get-review-contexts.ts";
import { BulkRejectButton } from "../approvals/bulk-reject-button.tsx";
import { FeeWarning, HistoryBadges, SubmitterCell } from "../approvals/review-context-view.tsx";
import { type QueueEntry, queueEntry, ReviewPreview } from "../approvals/review-preview.tsx";
import { isTyping } from "../approvals/shortcuts.ts";
import { useOpenFromAddress } from "../approvals/use-open-from-address.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { BulkBar } from "../components/bulk-bar.tsx";
import { DataTable, type RowSelection } from "../components/data-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { BulkApproveButton } from "../lists/bulk-approve-button.tsx";
import { type OpportunityPage, opportunityPageQueryOptions } from "./api/get-opportunity-page.ts";
import { opportunityTitleColumn } from "./components/opportunity-title-column.tsx";
import { ReviewButtons } from "./components/review-buttons.tsx";
import {
  type AnyOpportunity,
  KINDS,
  kindConfig,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
} from "./opportunity-kinds.ts";

const QUEUE_LIMIT = 50;
const QUEUE_PARAMS = { page: 1, limit: QUEUE_LIMIT, status: "pending" } as const;

type KindPageQuery = UseQueryResult<OpportunityPage<OpportunityKind>>;

export default function ApprovalsPage() {
  const { t } = useTranslation("admin");
  const queries = useQueries({
    queries: OPPORTUNITY_KINDS.map((kind) => opportunityPageQueryOptions(kind, QUEUE_PARAMS)),
  }) as KindPageQuery[];
  const [current, setCurrent] = useState<QueueEntry | null>(null);

  // Every waiting item in the order the page lists them: j/k walk this list.
  const queue = useMemo<QueueEntry[]>(
    () =>
      OPPORTUNITY_KINDS.flatMap((kind, index) =>
        (queries[index]?.data?.items ?? []).map((item) => queueEntry(kind, item)),
      ),
    [queries],
  );
  // A notice's link (`?open=jobs:12`) opens that item; closing the preview takes it off the address.
  const address = useOpenFromAddress(queue, queries, setCurrent);

  // On the list, j (or k) starts reviewing one by one from the first (or last) waiting item.
  useEffect(() => {
    if (current) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event) || document.querySelector("dialog[open]")) return;
      const start = event.key === "j" ? queue[0] : event.key === "k" ? queue.at(-1) : undefined;
      if (!start) return;
      event.preventDefault();
      setCurrent(start);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [current, queue]);

  return (
    <AdminPage
      title={t("approvals.title")}
      lead={t("approvals.lead")}
      actions={
        queue.length > 0 ? (
          <button
            type="button"
            className="row-button"
            onClick={() => setCurrent(queue[0] ?? null)}
            aria-keyshortcuts="j"
          >
            {t("approvals.reviewAll", { count: queue.length })}
          </button>
        ) : null
      }
    >
      <p className="review-preview__keys">{t("approvals.listShortcuts")}</p>
      {OPPORTUNITY_KINDS.map((kind, index) => (
        <KindQueue
          key={kind}
          kind={kind}
          query={queries[index] as KindPageQuery}
          onPreview={(item) => setCurrent(queueEntry(kind, item))}
        />
      ))}
      <ReviewPreview
        queue={queue}
        current={current}
        onOpen={setCurrent}
        onClose={() => {
          setCurrent(null);
          address.close();
        }}
      />
    </AdminPage>
  );
}

function KindQueue({
  kind,
  query,
  onPreview,
}: {
  kind: OpportunityKind;
  query: KindPageQuery;
  onPreview: (item: AnyOpportunity) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const config = kindConfig(kind);
  const items = query.data?.items as AnyOpportunity[] | undefined;
  const ids = useMemo(() => (items ?? []).map((item) => item.id), [items]);
  const contexts = useReviewContexts(kind, ids);
  const headingId = `queue-${kind}`;
  const count = query.data?.count;
  const selection = useQueueSelection(items ?? [], (item) =>
    t("bulk.selectItem", { name: config.titleOf(item) }),
  );
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 className="admin-panel__title" id={headingId}>
        {t(`kinds.${kind}.many`)}{" "}
        {count !== undefined ? (
          <span className="badge badge--pending">{t("approvals.waiting", { count })}</span>
        ) : null}
      </h2>
      {items && items.length > 0 ? (
        <BulkBar
          count={selection.ids.length}
          rows={items}
          selection={selection}
          clear={selection.clear}
          label={t("approvals.selectedRegion", { kind: t(`kinds.${kind}.many`) })}
        >
          <BulkApproveButton
            kind={kind}
            ids={selection.ids}
            label={t("bulk.approveSelected", { count: selection.ids.length })}
            onDone={selection.clear}
          />
          <BulkRejectButton kind={kind} ids={selection.ids} onDone={selection.clear} />
        </BulkBar>
      ) : null}
      <DataTable<AnyOpportunity>
        caption={t("approvals.caption", { kind: t(`kinds.${kind}.many`) })}
        rows={items}
        rowKey={(item) => item.id}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("approvals.empty")}
        selection={selection}
        columns={[
          opportunityTitleColumn(kind, t("list.title")),
          {
            key: "submitter",
            header: t("approvals.submitter"),
            cell: (item) => <SubmitterCell context={contexts.data?.get(item.id)} />,
          },
          {
            key: "history",
            header: t("approvals.history"),
            cell: (item) => (
              <>
                <HistoryBadges context={contexts.data?.get(item.id)} />
                <FeeWarning phrases={item.feePhrases} />
              </>
            ),
          },
          {
            key: "created",
            header: t("approvals.submitted"),
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
        ]}
        actions={(item) => {
          const name = config.titleOf(item);
          return (
            <>
              <button
                type="button"
                className="row-button"
                aria-label={t("approvals.previewItem", { name })}
                onClick={() => onPreview(item)}
              >
                {t("approvals.preview")}
              </button>
              <Link
                className="row-button"
                to={adminEditPath(KINDS[kind].adminPath, item.id)}
                aria-label={t("approvals.openItem", { name })}
              >
                {t("approvals.open")}
              </Link>
              <ReviewButtons kind={kind} id={item.id} name={name} />
            </>
          );
        }}
      />
      {count !== undefined && count > QUEUE_LIMIT ? (
        <p className="admin-panel__more">
          <Link to={`${KINDS[kind].adminPath}?status=pending`}>{t("approvals.seeAll", { count })}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The ticked rows of one kind's queue: only rows still shown count (a reviewed row leaves the list). */
function useQueueSelection(
  items: AnyOpportunity[],
  label: (item: AnyOpportunity) => string,
): RowSelection<AnyOpportunity> & { ids: number[]; clear: () => void } {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const ids = items.filter((item) => ticked.has(item.id)).map((item) => item.id);
  return {
    ids,
    clear: () => setTicked(new Set()),
    isSelected: (item) => ticked.has(item.id),
    toggle: (item) =>
      setTicked((previous) => {
        const next = new Set(previous);
        if (!next.delete(item.id)) next.add(item.id);
        return next;
      }),
    setAll: (rows, on) => setTicked(on ? new Set(rows.map((row) => row.id)) : new Set()),
    label,
  };
}
