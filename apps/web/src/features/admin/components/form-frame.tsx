import "./admin-ui.css";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button.tsx";
import { FormAlert } from "./form-alert.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes-guard.tsx";

interface FormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Unsaved changes: warns before leaving and shows a note by the buttons. */
  dirty: boolean;
  submitting: boolean;
  submitLabel: string;
  cancelTo: string;
  failure?: string | null;
  label: string;
  children: ReactNode;
}

/** An admin edit form: its fields, the server's error, Save/Cancel, and the unsaved-changes guard. */
export function FormFrame({
  onSubmit,
  dirty,
  submitting,
  submitLabel,
  cancelTo,
  failure,
  label,
  children,
}: FormFrameProps) {
  const { t } = useTranslation("admin");
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={label}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {children}
      <div className="admin-form__actions">
        <Button type="submit" loading={submitting} loadingLabel={t("status.saving")}>
          {submitLabel}
        </Button>
        <ButtonLink to={cancelTo} variant="secondary">
          {t("actions.cancel")}
        </ButtonLink>
        {dirty ? <p className="admin-form__dirty">{t("unsaved.note")}</p> : null}
      </div>
      <UnsavedChangesGuard when={dirty && !submitting} />
    </form>
  );
}
