import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "../../../../components/members/modal-dialog.tsx";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { noticeError, noticeSuccess } from "../../lib/notices.ts";
import { useReviewOpportunity } from "../api/review-opportunity.ts";
import type { OpportunityKind } from "../opportunity-kinds.ts";
import { RejectReasonField, useRejectReason } from "./reject-reason.tsx";

/** Approve, or reject with a reason (the API emails the submitter either way). */
export function ReviewButtons({ kind, id, name }: { kind: OpportunityKind; id: number; name: string }) {
  const { t } = useTranslation("admin");
  const review = useReviewOpportunity();
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  const reason = useRejectReason();

  const close = () => {
    setDialog(null);
    reason.reset();
  };

  const decide = async (status: "approved" | "rejected") => {
    const text = status === "rejected" ? reason.checked() : undefined;
    if (status === "rejected" && !text) return;
    try {
      await review.mutateAsync({ kind, id, decision: { status, reason: text } });
      noticeSuccess(t, status === "approved" ? "approved" : "rejected");
      close();
    } catch (error) {
      noticeError(t, error);
    }
  };

  return (
    <>
      <button
        type="button"
        className="row-button row-button--approve"
        aria-label={t("review.approveItem", { name })}
        onClick={() => setDialog("approve")}
      >
        {t("review.approve")}
      </button>
      <button
        type="button"
        className="row-button row-button--danger"
        aria-label={t("review.rejectItem", { name })}
        onClick={() => setDialog("reject")}
      >
        {t("review.reject")}
      </button>
      <ModalDialog
        open={dialog === "approve"}
        title={t("review.approveTitle", { name })}
        onClose={close}
        onSubmit={() => decide("approved")}
        actions={
          <DialogActions
            submitLabel={t("review.approve")}
            onCancel={close}
            busy={review.isPending}
            focusSubmit
          />
        }
      >
        <p>{t("review.approveText")}</p>
      </ModalDialog>
      <ModalDialog
        open={dialog === "reject"}
        title={t("review.rejectTitle", { name })}
        onClose={close}
        onSubmit={() => decide("rejected")}
        actions={
          <DialogActions submitLabel={t("review.reject")} onCancel={close} busy={review.isPending} danger />
        }
      >
        <p>{t("review.rejectText")}</p>
        <RejectReasonField reason={reason} />
      </ModalDialog>
    </>
  );
}
