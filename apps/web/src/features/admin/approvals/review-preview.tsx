// Review one by one: the waiting item as the public will see it, with who sent it and its history,
// and the decision at hand (buttons always in reach at the bottom, keys j/k/a/r for speed). After a
// decision the next waiting item opens.
import { adminEditPath } from "@btw/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/button.tsx";
import "../../../components/members/modal-dialog.css";
import "../components/status-badge.css";
import { noticeError, noticeSuccess } from "../lib/notices.ts";
import { useReviewOpportunity } from "../opportunities/api/review-opportunity.ts";
import { RejectReasonField, useRejectReason } from "../opportunities/components/reject-reason.tsx";
import {
  type AnyOpportunity,
  KINDS,
  kindConfig,
  type OpportunityKind,
} from "../opportunities/opportunity-kinds.ts";
import { useReviewContexts } from "./api/get-review-contexts.ts";
import { PublicItemPage } from "./public-item-page.tsx";
import { FeeWarning, ReviewContextPanel } from "./review-context-view.tsx";
import { isTyping } from "./shortcuts.ts";
import "./approvals.css";

export interface QueueEntry {
  kind: OpportunityKind;
  id: number;
  title: string;
  /** Phrases of its text that ask applicants for money (an application fee ...): staff should look twice. */
  feePhrases?: string[];
  /** The language it was written in. */
  language?: string;
}

/** A waiting item as the review window walks it. */
export function queueEntry(kind: OpportunityKind, item: AnyOpportunity): QueueEntry {
  return {
    kind,
    id: item.id,
    title: kindConfig(kind).titleOf(item),
    feePhrases: item.feePhrases,
    language: item.language,
  };
}

export function ReviewPreview({
  queue,
  current,
  onOpen,
  onClose,
}: {
  queue: QueueEntry[];
  current: QueueEntry | null;
  onOpen: (entry: QueueEntry) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = current !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="admin-dialog review-preview"
      aria-labelledby="review-preview-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {current ? (
        <ReviewBody
          key={`${current.kind}-${current.id}`}
          queue={queue}
          current={current}
          onOpen={onOpen}
          onClose={onClose}
        />
      ) : null}
    </dialog>
  );
}

function ReviewBody({
  queue,
  current,
  onOpen,
  onClose,
}: {
  queue: QueueEntry[];
  current: QueueEntry;
  onOpen: (entry: QueueEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const review = useReviewOpportunity();
  const contexts = useReviewContexts(current.kind, [current.id]);
  const [rejecting, setRejecting] = useState(false);
  const reason = useRejectReason();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const index = queue.findIndex((entry) => entry.kind === current.kind && entry.id === current.id);
  const previous = index > 0 ? queue[index - 1] : undefined;
  const next = index >= 0 ? queue[index + 1] : queue[0];
  // After a decision this item leaves the queue: the one after it (or before it) comes next.
  const after = next ?? previous;

  useEffect(() => titleRef.current?.focus(), []);

  const decide = async (status: "approved" | "rejected") => {
    if (review.isPending) return;
    const text = status === "rejected" ? reason.checked() : undefined;
    if (status === "rejected" && !text) return;
    try {
      await review.mutateAsync({ kind: current.kind, id: current.id, decision: { status, reason: text } });
      noticeSuccess(t, status === "approved" ? "approved" : "rejected");
      if (after) onOpen(after);
      else onClose();
    } catch (error) {
      noticeError(t, error);
    }
  };

  const startRejecting = () => {
    setRejecting(true);
    requestAnimationFrame(() => document.getElementById(reason.id)?.focus());
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (isTyping(event)) return;
    const go = (entry: QueueEntry | undefined) => entry && onOpen(entry);
    const actions: Record<string, () => void> = {
      j: () => go(next),
      k: () => go(previous),
      a: () => void decide("approved"),
      r: startRejecting,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are shortcuts for the buttons below
    <div className="review-preview__frame" onKeyDown={onKeyDown}>
      <header className="review-preview__head">
        <p className="admin-dialog__meta">
          {t("approvals.position", {
            index: index + 1,
            count: queue.length,
            kind: t(`kinds.${current.kind}.one`),
          })}
          {current.language
            ? ` · ${t("approvals.writtenIn", { language: t(`versions.languages.${current.language}`) })}`
            : null}
        </p>
        <h2 id="review-preview-title" className="admin-dialog__title" tabIndex={-1} ref={titleRef}>
          {t("approvals.previewTitle", { name: current.title })}
        </h2>
        <FeeWarning phrases={current.feePhrases} />
        <ReviewContextPanel context={contexts.data?.get(current.id)} />
        <p className="review-preview__keys">{t("approvals.shortcuts")}</p>
      </header>
      <section className="review-preview__page" aria-label={t("approvals.publicPage")}>
        <PublicItemPage kind={current.kind} id={current.id} />
      </section>
      {rejecting ? (
        <form
          className="review-preview__reject"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void decide("rejected");
          }}
        >
          <RejectReasonField
            reason={reason}
            hint={t("review.rejectText")}
            rows={3}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                event.stopPropagation();
                setRejecting(false);
              }
            }}
          />
          <div className="review-preview__reject-actions">
            <button type="button" className={buttonClass("secondary")} onClick={() => setRejecting(false)}>
              {t("actions.cancel")}
            </button>
            <Button
              type="submit"
              className="btn--danger"
              loading={review.isPending}
              loadingLabel={t("status.working")}
            >
              {t("approvals.sendRejection")}
            </Button>
          </div>
        </form>
      ) : null}
      <footer className="review-preview__actions">
        <button
          type="button"
          className="row-button"
          disabled={!previous}
          onClick={() => previous && onOpen(previous)}
          aria-keyshortcuts="k"
        >
          {t("approvals.previous")}
        </button>
        <button
          type="button"
          className="row-button"
          disabled={!next}
          onClick={() => next && onOpen(next)}
          aria-keyshortcuts="j"
        >
          {t("approvals.next")}
        </button>
        <Link className="row-button" to={adminEditPath(KINDS[current.kind].adminPath, current.id)}>
          {t("approvals.open")}
        </Link>
        <button type="button" className="row-button" onClick={onClose}>
          {t("actions.close")}
        </button>
        {rejecting ? null : (
          // While the reason is asked for, its form's send button is the one Reject.
          <button
            type="button"
            className="row-button row-button--danger"
            onClick={startRejecting}
            aria-keyshortcuts="r"
            disabled={review.isPending}
          >
            {t("review.reject")}
          </button>
        )}
        <button
          type="button"
          className="row-button row-button--approve"
          onClick={() => void decide("approved")}
          aria-keyshortcuts="a"
          disabled={review.isPending}
        >
          {review.isPending ? t("status.working") : t("review.approve")}
        </button>
      </footer>
    </div>
  );
}
