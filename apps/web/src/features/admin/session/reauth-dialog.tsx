import { type LoginInput, loginInputSchema } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { ModalDialog } from "../../../components/members/modal-dialog.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { startSession } from "../../../lib/session/session-store.ts";
import { useSignIn } from "../auth/api/sign-in.ts";
import { CredentialFields } from "../auth/credential-fields.tsx";
import { settleReauth, useReauthPending } from "./reauth.ts";

/** Over the screen while a session that ended is renewed: the work underneath stays as it was. */
export function ReauthDialog({ email }: { email: string }) {
  const open = useReauthPending();
  return open ? <ReauthForm email={email} /> : null;
}

function ReauthForm({ email }: { email: string }) {
  const { t } = useTranslation("admin");
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<LoginInput>(loginInputSchema, { defaultValues: { email, password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token, expiresAt, users } = await signIn.mutateAsync(values);
      startSession({ token, expiresAt, users });
      settleReauth(true);
    } catch (error) {
      setFailure(describeError(t, error));
    }
  });

  return (
    <ModalDialog
      open
      title={t("reauth.title")}
      onClose={() => settleReauth(false)}
      onSubmit={() => void onSubmit()}
      actions={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => settleReauth(false)}>
            {t("reauth.leave")}
          </button>
          <Button type="submit" loading={signIn.isPending} loadingLabel={t("signIn.submitting")}>
            {t("reauth.submit")}
          </Button>
        </>
      }
    >
      <p className="admin-dialog__meta">{t("reauth.lead")}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <CredentialFields
        register={register}
        errors={errors}
        labels={{ email: t("fields.email"), password: t("fields.password") }}
      />
    </ModalDialog>
  );
}
