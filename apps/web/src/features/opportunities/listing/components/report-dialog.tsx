import { type OpportunityKind, REPORT_REASONS, type ReportReason } from "@btw/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../../components/button.tsx";
import { RadioGroup, TextAreaField } from "../../../../components/field.tsx";
import { describeError } from "../../../../lib/errors.ts";
import { useReportListing } from "../api/report-listing.ts";
import "./listing.css";

/** The longest details the API takes (reportInputSchema). */
const DETAILS_MAX = 1000;

interface ReportDialogProps {
  kind: OpportunityKind;
  id: number;
  title: string;
  onClose: () => void;
}

/**
 * The report form: a reason and optional details, sent without an account (a member's report
 * counts as theirs). A modal on the native <dialog>: focus stays inside and Escape closes it.
 */
export default function ReportDialog({ kind, id, title, onClose }: ReportDialogProps) {
  const { t } = useTranslation("listing");
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | undefined>();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const report = useReportListing();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    element.querySelector<HTMLInputElement>("input")?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  // The modal closes first: focus can then go back to the button that opened it.
  const close = () => {
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setError(t("report.reasonRequired"));
      dialog.current?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    try {
      await report.mutateAsync({ kind, id, reason, details: details.trim() || undefined });
      toast.success(t("report.sent"));
      close();
    } catch (failure) {
      toast.error(describeError(t, failure));
    }
  };

  return (
    <dialog
      ref={dialog}
      className="report-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form noValidate onSubmit={onSubmit} className="report-dialog__form">
        <h2 id={titleId} className="report-dialog__title">
          {t("report.title")}
        </h2>
        <p className="report-dialog__subject">{title}</p>
        <p className="report-dialog__intro">{t("report.intro")}</p>
        <RadioGroup
          legend={t("report.reasonLabel")}
          name="reason"
          required
          error={error}
          options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
          inputProps={(value) => ({
            checked: reason === value,
            onChange: () => {
              setReason(value as ReportReason);
              setError(undefined);
            },
          })}
        />
        <TextAreaField
          label={t("report.detailsLabel")}
          hint={t("report.detailsHint")}
          name="details"
          rows={4}
          maxLength={DETAILS_MAX}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <div className="report-dialog__actions">
          <Button type="button" variant="secondary" onClick={close}>
            {t("report.cancel")}
          </Button>
          <Button type="submit" variant="primary" loading={report.isPending}>
            {t("report.submit")}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
