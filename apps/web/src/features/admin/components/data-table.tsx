import "./data-table.css";
import "./admin-buttons.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { describeError } from "../../../lib/errors.ts";

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The row's name for screen readers (a row header). */
  primary?: boolean;
  className?: string;
  /** The field's name on a narrow screen's card, when the header is not plain text. */
  label?: string;
}

/** What a card calls a column on a narrow screen (its header, when that is text). */
function cardLabel<Row>(column: Column<Row>): string | undefined {
  if (column.label !== undefined) return column.label || undefined;
  return typeof column.header === "string" ? column.header : undefined;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  /** Shows the previous page dimmed while the next one loads. */
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
}

/**
 * A table with loading, empty and error states. On narrow screens each row becomes a card (CSS only):
 * the row's name first, each other field under its label, and the row's buttons in a row at the bottom.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading,
  isFetching,
  error,
  onRetry,
  emptyText,
  actions,
  actionsHeader,
}: DataTableProps<Row>) {
  const { t } = useTranslation("admin");
  if (isLoading && !rows) return <Spinner label={t("status.loading")} />;
  if (error && !rows) {
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        <p>{describeError(t, error)}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t("actions.retry")}
          </Button>
        ) : null}
      </div>
    );
  }
  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="data-table__scroll" aria-label={caption} tabIndex={0}>
      <table className="data-table" aria-busy={isFetching || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="data-table__actions-cell">
                <span className="visually-hidden">{actionsHeader ?? t("list.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.primary ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className} data-label={cardLabel(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions ? (
                  <td className="data-table__actions-cell">
                    <div className="data-table__actions">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columnCount} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Page links under a table (the page lives in the address). */
export function TablePagination({
  page,
  totalPages,
  hrefForPage,
  label,
}: {
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <div className="table-footer">
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} label={label} showFirstLast />
    </div>
  );
}
