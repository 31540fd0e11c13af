import type { OpportunityKind } from "@btw/contracts";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./listing.css";

// The dialog (its reasons come from the reports contract, with zod) loads only when asked for, so
// the cards and pages that offer it carry none of it in their first scripts.
const ReportDialog = lazy(() => import("./report-dialog.tsx"));

interface ReportListingProps {
  kind: OpportunityKind;
  id: number;
  title: string;
}

/** "Report this listing": a link-like button that opens the report dialog. */
export function ReportListing({ kind, id, title }: ReportListingProps) {
  const { t } = useTranslation("listing");
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="report-listing__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("report.open")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            id={id}
            title={title}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
