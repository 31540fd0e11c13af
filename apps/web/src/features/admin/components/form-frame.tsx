import "./form-frame.css";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { UnsavedChangesGuard } from "./unsaved-changes-guard.tsx";

/** What the frame needs from the form it holds (`useEditForm` answers it as `frame`). */
export interface FormFrameState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Unsaved changes: warns before leaving and shows a note by the buttons. */
  dirty: boolean;
  submitting: boolean;
  failure?: string | null;
  /** A draft kept from an earlier visit was put back into the fields. */
  draft?: { restoredAt: string; onDiscard: () => void };
}

interface FormFrameProps {
  state: FormFrameState;
  submitLabel: string;
  cancelTo: string;
  label: string;
  children: ReactNode;
}

/** An admin edit form: its fields, the server's error, Save/Cancel, and the unsaved-changes guard. */
export function FormFrame({ state, submitLabel, cancelTo, label, children }: FormFrameProps) {
  const { t, i18n } = useTranslation("admin");
  const { onSubmit, dirty, submitting, failure, draft } = state;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={label}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {draft ? (
        <div className="admin-form__draft" role="status">
          <p>{t("draft.restored", { time: formatShortDate(draft.restoredAt, i18n.language, true) })}</p>
          <Button variant="secondary" size="sm" onClick={draft.onDiscard}>
            {t("draft.discard")}
          </Button>
        </div>
      ) : null}
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
