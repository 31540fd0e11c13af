// "Reject N selected" in the approval queue: one dialog asks for one reason (required, as for a single
// reject) and confirms; every ticked item still waiting is rejected with it, and each submitter gets
// the usual email with the reason and a link to edit and resubmit.
import type { OpportunityKind } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/button.tsx";
import { ModalDialog } from "../../../components/members/modal-dialog.tsx";
import { DialogActions } from "../components/dialog-actions.tsx";
import { useBusyAction } from "../lib/use-busy-action.ts";
import { refreshList } from "../lists/api/list-tools.ts";
import { RejectReasonField, useRejectReason } from "../opportunities/components/reject-reason.tsx";
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
  const { busy, run } = useBusyAction();
  const reason = useRejectReason();
  const count = ids.length;

  const close = () => {
    setOpen(false);
    reason.reset();
  };

  const reject = async () => {
    const text = reason.checked();
    if (!text) return;
    await run(async () => {
      const result = await bulkReject(kind, { ids, reason: text });
      toast.success(t("bulk.rejected", { count: result.done }));
      close();
      onDone();
      await Promise.all([
        refreshList(queryClient, kind),
        queryClient.invalidateQueries({ queryKey: ["admin", "approvals"] }),
      ]);
    });
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
          <DialogActions
            submitLabel={t("bulk.rejectConfirm", { count })}
            onCancel={close}
            busy={busy}
            danger
          />
        }
      >
        <p>{t("bulk.rejectText")}</p>
        <RejectReasonField reason={reason} />
      </ModalDialog>
    </>
  );
}
