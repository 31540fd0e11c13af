import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/field.tsx";
import { SelectField } from "../../../components/select.tsx";
import { listAddress } from "../../../lib/list-address.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { type Column, DataTable, TablePagination } from "./data-table.tsx";
import { ListToolbar } from "./list-toolbar.tsx";

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
}: ServerTableProps<Row>) {
  const { t } = useTranslation("admin");
  const filtersKey = JSON.stringify(filters.map((filter) => [filter.name, filter.defaultValue ?? ""]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by value
  const address = useMemo(
    () =>
      listAddress({
        keys: ["q", ...filters.map((filter) => filter.name)],
        allowed: {},
        defaults: Object.fromEntries(filters.map((filter) => [filter.name, filter.defaultValue ?? ""])),
        toParams: (page, { q, ...values }): PageRequest => ({
          page,
          limit: ADMIN_PAGE_SIZE,
          q: q ?? "",
          filters: values,
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

  return (
    <>
      <ListToolbar
        search={
          searchLabel
            ? { value: q, onSearch: (text) => list.setFilter("q", text), label: searchLabel }
            : undefined
        }
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
            {toolbarExtra?.(request)}
          </>
        }
        count={query.data?.count}
      />
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.rows}
        rowKey={rowKey}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={filtered ? t("list.noMatches") : emptyText}
        actions={actions}
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
