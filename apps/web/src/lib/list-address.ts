// A list page's address (?page=2&field=…) is the whole state of the list: the page reads it to draw
// and its route reads it to fetch the same page of results before the page's code has arrived.
import { readPage } from "@btw/contracts";

export interface ListAddress<K extends string, Params> {
  /** Filter keys read from the address, in order. */
  keys: readonly K[];
  /** Values a filter may take; anything else is ignored rather than sent to the API. */
  allowed: Partial<Record<K, readonly string[]>>;
  /** A filter's value when the address names none ("" unless given). */
  defaults?: Partial<Record<K, string>>;
  /** The API's list parameters for a page and its filters. */
  toParams: (page: number, filters: Record<K, string>) => Params;
}

export function listAddress<K extends string, Params>(
  address: ListAddress<K, Params>,
): ListAddress<K, Params> {
  return address;
}

/** A copy of the query without its empty values: a filter form sent before the app runs names every field. */
function withoutEmpty(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...search].filter(([, value]) => value !== ""));
}

/** The address with a filter set (or cleared), back at page 1. */
export function withFilter(search: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = withoutEmpty(search);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete("page");
  return next;
}

/** The query string of the address at another page ("" for page 1 without filters). */
export function queryForPage(search: URLSearchParams, page: number): string {
  const next = withoutEmpty(search);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next.toString();
}

export function readListAddress<K extends string, Params>(
  search: URLSearchParams,
  address: ListAddress<K, Params>,
): { page: number; filters: Record<K, string>; params: Params } {
  const page = readPage(search);
  const filters = {} as Record<K, string>;
  for (const key of address.keys) {
    const raw = search.get(key)?.trim() ?? "";
    const options = address.allowed[key];
    const value = raw || (address.defaults?.[key] ?? "");
    filters[key] = options && !options.includes(value) ? "" : value;
  }
  return { page, filters, params: address.toParams(page, filters) };
}
