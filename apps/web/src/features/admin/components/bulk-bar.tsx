// Above a list with checkboxes: tick the whole page (phones have no header checkbox), how many are
// ticked, and the list's bulk buttons, which stay disabled until something is ticked.

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import type { RowSelection } from "./data-table.tsx";

export function BulkBar<Row>({
  count,
  rows,
  selection,
  clear,
  label,
  children,
}: {
  count: number;
  rows: Row[];
  selection: RowSelection<Row>;
  clear: () => void;
  /** The region's name, when a screen has more than one list with checkboxes. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const allTicked = rows.length > 0 && rows.every(selection.isSelected);
  return (
    <section className="bulk-bar" aria-label={label ?? t("bulk.region")}>
      <label className="bulk-bar__all">
        <input
          type="checkbox"
          className="data-table__check"
          checked={allTicked}
          disabled={rows.length === 0}
          onChange={(event) => selection.setAll(rows, event.target.checked)}
        />
        {t("bulk.selectPage")}
      </label>
      <p className="bulk-bar__count" aria-live="polite">
        {t("bulk.selected", { count })}
      </p>
      {count > 0 ? (
        <div className="bulk-bar__actions">
          {children}
          <Button variant="secondary" size="sm" onClick={clear}>
            {t("bulk.clear")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
