// Deleting the account asks for the password in a dialog; afterwards the browser forgets the session
// and everything the account showed, and the person lands on the home page with a notice.
import { type AccountDeleteInput, accountDeleteSchema } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/button.tsx";
import "../../../components/members/action-buttons.css";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { ModalDialog } from "../../../components/members/modal-dialog.tsx";
import { PasswordField } from "../../../components/members/password-field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { endSession } from "../../../lib/session/session-store.ts";
import { useDeleteAccount } from "../api/update-account.ts";

/** `onDeleted`: the page leaves for the home page (without a session it would send the reader to sign in). */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="account-danger-button" onClick={() => setOpen(true)}>
        {t("delete.open")}
      </Button>
      {open ? <DeleteDialog onClose={() => setOpen(false)} onDeleted={onDeleted} /> : null}
    </>
  );
}

function DeleteDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation("account");
  const fieldError = useFieldError();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<AccountDeleteInput>(accountDeleteSchema, { defaultValues: { currentPassword: "" } });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await remove.mutateAsync(values);
      onDeleted();
      endSession();
      queryClient.removeQueries({ queryKey: ["account"] });
      toast.success(t("delete.done"));
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });
  return (
    <ModalDialog
      open
      role="alertdialog"
      title={t("delete.confirmTitle")}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("delete.cancel")}
          </Button>
          <Button type="submit" className="btn--danger" loading={remove.isPending}>
            {t("delete.confirm")}
          </Button>
        </>
      }
    >
      <p>{t("delete.confirmText")}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <PasswordField
        label={t("fields.currentPassword")}
        autoComplete="current-password"
        required
        error={fieldError(errors.currentPassword)}
        {...register("currentPassword")}
      />
    </ModalDialog>
  );
}
