import { TRASH_KEEP_DAYS } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noticeDone } from "../lib/notices.ts";
import { useBusyAction } from "../lib/use-busy-action.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

interface DeleteButtonProps {
  /** How the item is named in the button's label and the question. */
  itemName: string;
  onDelete: () => Promise<unknown>;
  /** The words under the question; by default that the item goes to the Trash, as every deleted
   * listing, post, resource, testimonial, team member and inbox item does (contracts' TRASH_LISTS). */
  detail?: string;
}

/** Delete with a confirmation dialog; notices "“Name” deleted." or the API's error. */
export function DeleteButton({ itemName, onDelete, detail }: DeleteButtonProps) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusyAction();

  const confirm = () =>
    run(async () => {
      await onDelete();
      noticeDone(t, "deleted", itemName);
      setOpen(false);
    });

  return (
    <>
      <button
        type="button"
        className="row-button row-button--danger"
        aria-label={t("actions.deleteItem", { name: itemName })}
        onClick={() => setOpen(true)}
      >
        {t("actions.delete")}
      </button>
      <ConfirmDialog
        open={open}
        title={t("confirmDelete.title", { name: itemName })}
        confirmLabel={t("actions.delete")}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{detail ?? t("trash.deleteText", { days: TRASH_KEEP_DAYS })}</p>
      </ConfirmDialog>
    </>
  );
}
