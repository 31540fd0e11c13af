import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/field.tsx";
import { SelectField } from "../../../components/select.tsx";
import { listAddress } from "../../../lib/list-address.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { BulkBar } from "./bulk-bar.tsx";
import { type Column, DataTable, type RowSelection, TablePagination } from "./data-table.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import { SortSelect } from "./sort-select.tsx";

/** Admin lists ask the API for this many rows a page. */
export const ADMIN_PAGE_SIZE = 20;

export interface FilterSpec {
  name: string;
  label: string;
  /** A select (default) or a date input. */
  type?: "select" | "date";
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The value when the address has none ("all", or "" for no filter). */
  defaultValue?: string;
}

export interface PageRequest {
  page: number;
  limit: number;
  q: string;
  filters: Record<string, string>;
  /** An allow-listed sort ("title", "-createdAt"); undefined: the list's default order. */
  sort?: string | undefined;
}

export interface PageResult<Row> {
  rows: Row[];
  count: number;
  totalPages: number;
}

interface ServerTableProps<Row> {
  /** Cache key prefix; the request's parameters are added to it. */
  queryKey: readonly unknown[];
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<Row>>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  actions?: (row: Row) => ReactNode;
  searchLabel?: string;
  filters?: FilterSpec[];
  emptyText: string;
  /** Shown above the table, after the filters (an export button, for example). */
  toolbarExtra?: (request: PageRequest) => ReactNode;
  /** The list's sort keys (contracts ADMIN_LIST_SORTS), each both ways; columns with a matching sortKey sort. */
  sortKeys?: readonly string[];
  /**
   * Instead of sortKeys, for a list whose columns sort one way each: the sorts it offers ("-createdAt",
   * "deadline"); the first is its order when the address names none.
   */
  sorts?: readonly string[];
  /** Buttons acting on the ticked rows; rows get checkboxes when given. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** What a row's checkbox says ("Select …"). */
  selectLabel?: (row: Row) => string;
  /** Rows drawn stronger (unread). */
  isRowEmphasised?: (row: Row) => boolean;
}

/**
 * A table whose searching, filtering and paging all happen in the API: the page, search text and
 * filters live in the address, and each change asks the server for just that page.
 */
export function ServerTable<Row>({
  queryKey,
  fetchPage,
  caption,
  columns,
  rowKey,
  actions,
  searchLabel,
  filters = [],
  emptyText,
  toolbarExtra,
  sortKeys,
  sorts,
  bulkActions,
  selectLabel,
  isRowEmphasised,
}: ServerTableProps<Row>) {
  const { t } = useTranslation("admin");
  // Every sort the list allows, in the address's form ("title", "-title").
  const allowedSorts = sorts ?? sortKeys?.flatMap((key) => [key, `-${key}`]);
  const defaultSort = sorts?.[0];
  const filtersKey = JSON.stringify([
    filters.map((filter) => [filter.name, filter.defaultValue ?? ""]),
    allowedSorts ?? [],
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by value
  const address = useMemo(
    () =>
      listAddress({
        keys: ["q", ...(allowedSorts ? ["sort"] : []), ...filters.map((filter) => filter.name)],
        // An address with a sort the list does not allow shows the default order instead.
        allowed: allowedSorts ? { sort: allowedSorts } : {},
        defaults: Object.fromEntries(filters.map((filter) => [filter.name, filter.defaultValue ?? ""])),
        toParams: (page, { q, sort, ...values }): PageRequest => ({
          page,
          limit: ADMIN_PAGE_SIZE,
          q: q ?? "",
          filters: values,
          sort: sort || undefined,
        }),
      }),
    [filtersKey],
  );
  const list = useListParams(address);
  const request = list.params;
  const q = list.filters.q ?? "";
  const query = useQuery({
    queryKey: [...queryKey, "page", request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const filtered =
    q !== "" || filters.some((filter) => list.filters[filter.name] !== (filter.defaultValue ?? ""));
  const sortable = columns.filter((column) =>
    allowedSorts?.some((sort) => sort.replace(/^-/, "") === column.sortKey),
  );
  // A column whose key the list does not sort by has a plain header.
  const tableColumns = columns.map((column) =>
    sortable.includes(column) ? column : { ...column, sortKey: undefined },
  );
  // The order shown: the address's sort, or the list's own default; choosing the default clears it.
  const sort = list.filters.sort || defaultSort;
  const setSort = (value: string) => list.setFilter("sort", value === defaultSort ? "" : value);

  // Ticked rows belong to the page they were ticked on: another page, search or sort clears them.
  const [selected, setSelected] = useState<Map<string | number, Row>>(new Map());
  const requestKey = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the request changes
  useEffect(() => setSelected(new Map()), [requestKey]);
  const selection: RowSelection<Row> | undefined = bulkActions
    ? {
        isSelected: (row) => selected.has(rowKey(row)),
        toggle: (row) =>
          setSelected((previous) => {
            const next = new Map(previous);
            if (next.has(rowKey(row))) next.delete(rowKey(row));
            else next.set(rowKey(row), row);
            return next;
          }),
        setAll: (rows, on) => setSelected(on ? new Map(rows.map((row) => [rowKey(row), row])) : new Map()),
        label: (row) => selectLabel?.(row) ?? t("bulk.selectRow", { name: rowKey(row) }),
      }
    : undefined;
  const selectedRows = [...selected.values()];

  return (
    <>
      <ListToolbar
        search={
          searchLabel
            ? { value: q, onSearch: (text) => list.setFilter("q", text), label: searchLabel }
            : undefined
        }
        activeFilters={filters.filter((filter) => list.filters[filter.name]).length}
        filters={
          <>
            {filters.map((filter) =>
              filter.type === "date" ? (
                <TextField
                  key={filter.name}
                  label={filter.label}
                  type="date"
                  className="list-toolbar__date"
                  value={list.filters[filter.name] ?? ""}
                  onChange={(event) => list.setFilter(filter.name, event.target.value)}
                />
              ) : (
                <SelectField
                  key={filter.name}
                  label={filter.label}
                  value={list.filters[filter.name] ?? ""}
                  onChange={(event) => list.setFilter(filter.name, event.target.value)}
                  options={filter.options ?? []}
                />
              ),
            )}
            {sortable.length > 0 ? (
              <SortSelect
                columns={sortable}
                value={sort ?? ""}
                onChange={setSort}
                sorts={sorts}
                hasDefault={defaultSort === undefined}
              />
            ) : null}
            {toolbarExtra?.(request)}
          </>
        }
        count={query.data?.count}
      />
      {/* Nothing to select on an empty page: no "Select all" over nothing. */}
      {selection && bulkActions && (query.data?.rows.length ?? 0) > 0 ? (
        <BulkBar
          count={selectedRows.length}
          rows={query.data?.rows ?? []}
          selection={selection}
          clear={() => setSelected(new Map())}
        >
          {bulkActions(selectedRows, () => setSelected(new Map()))}
        </BulkBar>
      ) : null}
      <DataTable
        caption={caption}
        columns={tableColumns}
        rows={query.data?.rows}
        rowKey={rowKey}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={filtered ? t("list.noMatches") : emptyText}
        actions={actions}
        sort={allowedSorts ? sort : undefined}
        onSort={allowedSorts ? setSort : undefined}
        sorts={sorts}
        selection={selection}
        isRowEmphasised={isRowEmphasised}
      />
      <TablePagination
        page={list.page}
        totalPages={query.data?.totalPages ?? 1}
        hrefForPage={list.hrefFor}
        label={t("list.pages", { name: caption })}
      />
    </>
  );
}
