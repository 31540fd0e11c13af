import "./data-table.css";
import "../../../components/members/action-buttons.css";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useOverflows } from "../lib/use-overflows.ts";

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The row's name for screen readers (a row header). */
  primary?: boolean;
  className?: string;
  /** The field's name on a narrow screen's card, when the header is not plain text. */
  label?: string;
  /** The list's allow-listed sort key for this column (contracts ADMIN_LIST_SORTS): its header sorts. */
  sortKey?: string;
}

/** Rows ticked for a bulk action. */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** Ticks (or clears) every row shown. */
  setAll: (rows: Row[], selected: boolean) => void;
  /** What a row's checkbox is called ("Select <name>"). */
  label: (row: Row) => string;
}

/** Columns people read newest or largest first start descending. */
const DESCENDING_FIRST = new Set(["createdAt", "deletedAt", "paidAt", "amount", "publishAt"]);

/**
 * The sort after a click on a column's header: its first direction, then the other. `allowed` lists
 * the sorts a list offers when not every column sorts both ways (a column with one direction keeps it).
 */
export function nextSort(current: string | undefined, key: string, allowed?: readonly string[]): string {
  const first = DESCENDING_FIRST.has(key) ? `-${key}` : key;
  const second = first === key ? `-${key}` : key;
  const offered = [first, second].filter((sort) => !allowed || allowed.includes(sort));
  const at = offered.indexOf(current ?? "");
  return offered[(at + 1) % offered.length] ?? first;
}

/** "ascending", "descending" or undefined: how `sort` orders the column sorted by `key`. */
function sortDirection(sort: string | undefined, key: string | undefined) {
  if (!key) return undefined;
  return sort === key ? "ascending" : sort === `-${key}` ? "descending" : undefined;
}

/** A sortable column's header on wide screens: a button that sorts by it, with an arrow for the order. */
function SortHeader({
  label,
  sortKey,
  sort,
  sorts,
  onSort,
}: {
  label: ReactNode;
  sortKey: string;
  sort: string | undefined;
  sorts: readonly string[] | undefined;
  onSort: (sort: string) => void;
}) {
  const direction = sortDirection(sort, sortKey);
  return (
    <button type="button" className="data-table__sort" onClick={() => onSort(nextSort(sort, sortKey, sorts))}>
      {label}
      <span className="data-table__sort-mark" aria-hidden="true">
        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
      </span>
    </button>
  );
}

/** What a card calls a column on a narrow screen (its header, when that is text). */
function cardLabel<Row>(column: Column<Row>): string | undefined {
  if (column.label !== undefined) return column.label || undefined;
  return typeof column.header === "string" ? column.header : undefined;
}

/**
 * The box a wide table scrolls sideways in: a tab stop only while it scrolls, so the keyboard can
 * scroll it then and meets no empty stop when the table fits.
 */
function TableScroll({ label, content, children }: { label: string; content: unknown; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const scrolls = useOverflows(box, content);
  return (
    <section ref={box} className="data-table__scroll" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </section>
  );
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
  /** The current sort ("title" or "-title") and how to change it; columns with a sortKey sort. */
  sort?: string | undefined;
  onSort?: ((sort: string) => void) | undefined;
  /** The sorts offered, when some columns sort one way only; undefined: every sortKey both ways. */
  sorts?: readonly string[] | undefined;
  /** Checkboxes for bulk actions. */
  selection?: RowSelection<Row>;
  /** Rows shown stronger (unread messages). */
  isRowEmphasised?: (row: Row) => boolean;
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
  sort,
  onSort,
  sorts,
  selection,
  isRowEmphasised,
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
  const columnCount = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const shown = rows ?? [];
  const allSelected = selection !== undefined && shown.length > 0 && shown.every(selection.isSelected);
  return (
    <TableScroll label={caption} content={rows}>
      <table className="data-table" aria-busy={isFetching || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="data-table__select-cell">
                <input
                  type="checkbox"
                  className="data-table__check"
                  aria-label={t("bulk.selectPage")}
                  checked={allSelected}
                  disabled={shown.length === 0}
                  onChange={(event) => selection.setAll(shown, event.target.checked)}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const sortable = column.sortKey !== undefined && onSort !== undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={sortable ? sortDirection(sort, column.sortKey) : undefined}
                >
                  {sortable && column.sortKey && onSort ? (
                    <SortHeader
                      label={column.header}
                      sortKey={column.sortKey}
                      sort={sort}
                      sorts={sorts}
                      onSort={onSort}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions ? (
              <th scope="col" className="data-table__actions-cell">
                <span className="visually-hidden">{t("list.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={isRowEmphasised?.(row) ? "data-table__row--strong" : undefined}
                aria-selected={selection ? selection.isSelected(row) : undefined}
              >
                {selection ? (
                  <td className="data-table__select-cell">
                    <input
                      type="checkbox"
                      className="data-table__check"
                      aria-label={selection.label(row)}
                      checked={selection.isSelected(row)}
                      onChange={() => selection.toggle(row)}
                    />
                  </td>
                ) : null}
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
    </TableScroll>
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
