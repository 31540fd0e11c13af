// "Delete selected": asks first, moves the ticked rows to the trash, says how many went.
import { TRASH_KEEP_DAYS, type TrashList } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bulkDelete, refreshList } from "./api/list-tools.ts";
import { BulkActionButton } from "./bulk-action-button.tsx";

export function BulkDeleteButton({
  list,
  ids,
  onDone,
}: {
  list: TrashList;
  ids: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  return (
    <BulkActionButton
      label={t("bulk.delete", { count: ids.length })}
      variant="secondary"
      className="btn--danger"
      title={t("bulk.deleteTitle", { count: ids.length })}
      confirmLabel={t("actions.delete")}
      text={<p>{t("bulk.deleteText", { count: ids.length, days: TRASH_KEEP_DAYS })}</p>}
      run={() => bulkDelete(list, ids)}
      doneMessage={(count) => t("bulk.deleted", { count })}
      refresh={() => refreshList(queryClient, list)}
      onDone={onDone}
    />
  );
}
