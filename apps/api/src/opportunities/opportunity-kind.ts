// What differs between the four moderated kinds (scholarships, internships, training, jobs); the
// routes, rules, paging and review flow they share live beside this file and read only this.
import {
  type ApprovalStatus,
  type BandTexts,
  type FilterParam,
  type ItemJsonLdPage,
  type OpportunityKind as KindName,
  OPPORTUNITY_FILTERS,
  type OpportunityKindEntry,
  type OpportunitySort,
  opportunityTitle,
} from "@btw/contracts";
import { type Database, Prisma } from "@btw/db";
import type { ZodObject, ZodType } from "zod";

/** The columns the shared code reads on every kind's row. */
export interface OpportunityRow {
  id: number;
  status: ApprovalStatus;
  createdById: number | null;
  deadline: Date | null;
  createdAt: Date;
  photo1?: string | null;
  /** The original's language and its versions in others (lib/content-language.ts). */
  language: string;
  translations: unknown;
}

/** A row as the API answers it (serialize.ts): dates as ISO strings, texts in the reader's language. */
export type AnsweredRow<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** What the shared service sets beside the validated form fields. */
export interface ModerationData {
  status?: ApprovalStatus;
  createdById?: number | null;
  reviewReason?: string | null;
  reviewedAt?: Date | null;
  photo1?: string | null;
  /** Copied from the poster's account when the listing is created (accounts/poster.ts). */
  verifiedOrganisation?: boolean;
}

/** The filters and paging every `paginate-*` query has once parsed by its contracts schema. */
export interface OpportunityPageQuery {
  page: number;
  limit: number;
  sort: OpportunitySort;
  status?: "approved" | "pending" | "rejected" | "all";
  q?: string;
}

/** Typed Prisma access for one kind, so the shared code never touches an untyped delegate. */
export interface OpportunityModel<Row extends OpportunityRow, Input, Update> {
  find(id: number): Promise<Row | null>;
  create(data: Input & ModerationData): Promise<Row>;
  update(id: number, data: Partial<Update> & ModerationData): Promise<Row>;
  remove(id: number): Promise<Row>;
}

/**
 * A filter of a kind's lists: the query parameter of the same key, matched against a column:
 * `has` (a text[] column holds the value, its GIN index answers) or `equals`.
 */
export interface ListFilter {
  column: string;
  match: "has" | "equals";
  /** The column's PostgreSQL enum type (of its items, for `has`), which raw SQL casts the value to. */
  enumType?: string;
}

/**
 * A kind's filters for the list engine, each given how it matches: the column it reads is the item's
 * field of the contracts' filter (OPPORTUNITY_FILTERS), which the site's pages read too.
 */
export function listFilters<K extends KindName>(
  kind: K,
  matches: Record<FilterParam<K>, Omit<ListFilter, "column">>,
): Record<FilterParam<K>, ListFilter> {
  const how: Record<string, Omit<ListFilter, "column">> = matches;
  return Object.fromEntries(
    Object.entries(OPPORTUNITY_FILTERS[kind]).map(([param, { field }]) => [
      param,
      { ...how[param], column: field },
    ]),
  ) as Record<FilterParam<K>, ListFilter>;
}

/** A page's texts for one item: the hero the server draws first and the HTML's title and description. */
export interface OpportunityPageText {
  eyebrow?: string;
  title: string;
  /** The HTML title when it says more than the hero's title. */
  pageTitle?: string;
  lead?: string;
  description: string;
}

/** The registry's settings of a kind (contracts), as the shared code reads them. */
type KindSettings = Pick<
  OpportunityKindEntry,
  "kind" | "entity" | "label" | "listKey" | "paths" | "hasPhoto" | "page" | "richTextFields" | "titleField"
>;

export interface OpportunityKind<
  Row extends OpportunityRow = OpportunityRow,
  Input extends object = object,
  Update extends object = object,
  Query extends OpportunityPageQuery = OpportunityPageQuery,
> extends KindSettings {
  schemas: {
    /** Response shape of one item: its keys decide what a row serialises to. */
    item: ZodObject;
    input: ZodType<Input>;
    update: ZodType<Update>;
    /** Query of `paginate-*` and of the plain list; parsed, they give the kind's `Query`. */
    page: ZodObject & ZodType<Query>;
    list: ZodObject & ZodType<Query>;
    /** The answer of `*-filter-counts`. */
    filterCounts: ZodObject;
  };
  /** Quoted table name, a constant of the kind (never request data). */
  table: Prisma.Sql;
  /**
   * The row's columns for raw SELECTs (Prisma's scalar fields): never `*`, which would bring the
   * search vector, a type Prisma's raw reads cannot give back.
   */
  columns: Prisma.Sql;
  /** The quoted title column (the registry's titleField, how lists name an item): the title sorts. */
  titleColumn: Prisma.Sql;
  /**
   * The item's name as SQL text (the title column, or an expression). `q` itself searches the
   * generated "searchVector" column (opportunity-search.ts); this names rows in SQL of tests and tools.
   */
  searchText: Prisma.Sql;
  /** The kind's own filters, one line each, keyed by their query parameter (list-engine.ts reads them). */
  filters: Record<string, ListFilter>;
  /** How emails and the audit log name an item. */
  titleOf(row: Row): string;
  /** The texts of the item's public page (server-drawn hero: contracts' opportunityBand, title, description). */
  pageText(row: AnsweredRow<Row>, texts: BandTexts): OpportunityPageText;
  /** Structured data for search engines on the item's open public page (contracts' site.ts). */
  jsonLd?(row: AnsweredRow<Row>, page: ItemJsonLdPage): Record<string, unknown>;
  model(db: Database): OpportunityModel<Row, Input, Update>;
}

/**
 * A kind's columns (Prisma's ScalarFieldEnum) as a SELECT list of constant quoted identifiers,
 * without "searchText": the search document, which only the database reads (its "searchVector" is
 * made from it) and no answer shows, is as long as all the other text of a row. `enumLists` are
 * lists of an enum, which raw reads would give as PostgreSQL's "{a,b}" text: they are read as
 * text[] (a list of strings, as Prisma's own reads give them).
 */
export const columnsOf = (fields: Record<string, string>, enumLists: readonly string[] = []): Prisma.Sql =>
  Prisma.raw(
    Object.values(fields)
      .filter((field) => field !== "searchText")
      .map((field) => (enumLists.includes(field) ? `"${field}"::text[] AS "${field}"` : `"${field}"`))
      .join(", "),
  );

/** The registry's settings of a kind, with titleOf naming a row as contracts' opportunityTitle does. */
export function kindSettings<const Entry extends OpportunityKindEntry>(
  entry: Entry,
): Pick<Entry, keyof KindSettings | "schemas"> & { titleColumn: Prisma.Sql; titleOf(row: object): string } {
  return {
    kind: entry.kind,
    entity: entry.entity,
    label: entry.label,
    listKey: entry.listKey,
    paths: entry.paths,
    hasPhoto: entry.hasPhoto,
    page: entry.page,
    richTextFields: entry.richTextFields,
    titleField: entry.titleField,
    schemas: entry.schemas,
    // A constant identifier of the registry, never request data.
    titleColumn: Prisma.raw(`"${entry.titleField}"`),
    titleOf: (row) => opportunityTitle(entry.kind, row as object),
  };
}
