// "Reject N selected" in the approval queue: one dialog asks for one reason (required, as for a single
// reject) and confirms; every ticked item still waiting is rejected with it, and each submitter gets
// the usual email with the reason and a link to edit and resubmit.
import { type OpportunityKind, REJECT_REASON_MAX } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../components/button.tsx";
import { TextAreaField } from "../../../components/field.tsx";
import { toast } from "../../../components/toast/toast-store.ts";
import { ModalDialog } from "../components/modal-dialog.tsx";
import { noticeError } from "../lib/notices.ts";
import { refreshList } from "../lists/api/list-tools.ts";
import { bulkReject } from "./api/bulk-reject.ts";

export function BulkRejectButton({
  kind,
  ids,
  onDone,
}: {
  kind: OpportunityKind;
  ids: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonId = useId();
  const count = ids.length;

  const close = () => {
    setOpen(false);
    setReason("");
    setReasonError(undefined);
  };

  const reject = async () => {
    if (!reason.trim()) return setReasonError(t("review.reasonRequired"));
    setBusy(true);
    try {
      const result = await bulkReject(kind, { ids, reason: reason.trim() });
      toast.success(t("bulk.rejected", { count: result.done }));
      close();
      onDone();
      await Promise.all([
        refreshList(queryClient, kind),
        queryClient.invalidateQueries({ queryKey: ["admin", "approvals"] }),
      ]);
    } catch (error) {
      noticeError(t, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="btn--danger"
        disabled={count === 0}
        onClick={() => setOpen(true)}
      >
        {t("bulk.rejectSelected", { count })}
      </Button>
      <ModalDialog
        open={open}
        title={t("bulk.rejectTitle", { count })}
        onClose={close}
        onSubmit={reject}
        role="alertdialog"
        actions={
          <>
            <button type="button" className={buttonClass("secondary")} onClick={close} disabled={busy}>
              {t("actions.cancel")}
            </button>
            <Button type="submit" className="btn--danger" loading={busy} loadingLabel={t("status.working")}>
              {t("bulk.rejectConfirm", { count })}
            </Button>
          </>
        }
      >
        <p>{t("bulk.rejectText")}</p>
        <TextAreaField
          id={reasonId}
          label={t("review.reason")}
          required
          rows={4}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError(undefined);
          }}
        />
      </ModalDialog>
    </>
  );
}
