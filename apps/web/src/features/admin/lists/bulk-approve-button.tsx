// "Approve selected" on an opportunity list: the ticked items still waiting are approved at once,
// each submitter told by email as with a single approval.
import type { OpportunityKind } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bulkApprove, refreshList } from "./api/list-tools.ts";
import { BulkActionButton } from "./bulk-action-button.tsx";

export function BulkApproveButton({
  kind,
  ids,
  label,
  onDone,
}: {
  kind: OpportunityKind;
  ids: number[];
  /** The button's words; by default "Approve n waiting". */
  label?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  return (
    <BulkActionButton
      label={label ?? t("bulk.approve", { count: ids.length })}
      disabled={ids.length === 0}
      title={t("bulk.approveTitle", { count: ids.length })}
      confirmLabel={t("bulk.approveConfirm")}
      danger={false}
      text={<p>{t("bulk.approveText")}</p>}
      run={() => bulkApprove(kind, ids)}
      doneMessage={(count) => t("bulk.approved", { count })}
      refresh={() =>
        Promise.all([
          refreshList(queryClient, kind),
          queryClient.invalidateQueries({ queryKey: ["admin", "approvals"] }),
        ])
      }
      onDone={onDone}
    />
  );
}
