// Who sees which listings, as SQL: the lists and searches (list-engine.ts), the saved list and the
// mails' lines. Values always travel as parameters of Prisma.sql; only the kind's own constant
// identifiers (table, title column) are spliced in with Prisma.raw.
import {
  type ApprovalStatus,
  OPPORTUNITY_KIND_INFO,
  type OpportunityKind,
  opportunityNameField,
} from "@btw/contracts";
import { Prisma } from "@btw/db";
import { containsPattern } from "../lib/like-pattern.ts";
import type { ListFilter } from "./opportunity-kind.ts";

export type Visibility =
  /** What the public sees: approved, not hidden, and the deadline day not yet over (or no deadline). */
  | { kind: "public" }
  | { kind: "status"; status: ApprovalStatus }
  | { kind: "any" }
  | { kind: "creator"; userId: number };

// A deadline is a day: the item stays listed until that day is over. Columns hold UTC wall-clock
// time (timestamp without time zone), so "today" is taken in UTC whatever the session's zone.
// "openUntil" is the deadline, or 9999-12-31 without one (migration 20261128211500).
const OPEN = Prisma.sql`"openUntil" >= date_trunc('day', now() AT TIME ZONE 'UTC')`;

export function visibilityCondition(visibility: Visibility): Prisma.Sql | undefined {
  switch (visibility.kind) {
    case "public":
      return Prisma.sql`status = 'approved' AND "hiddenAt" IS NULL AND ${OPEN}`;
    case "status":
      return Prisma.sql`status = ${visibility.status}::"ApprovalStatus"`;
    case "creator":
      return Prisma.sql`"createdById" = ${visibility.userId}`;
    case "any":
      return undefined;
  }
}

export function whereClause(visibility: Visibility, filters: Prisma.Sql[]): Prisma.Sql {
  const conditions = [visibilityCondition(visibility), ...filters].filter(
    (c): c is Prisma.Sql => c !== undefined,
  );
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** A kind's filter (list-engine.ts) in SQL: the column a constant of the kind, the value a parameter. */
export function filterCondition(filter: ListFilter, value: string): Prisma.Sql {
  const column = Prisma.raw(`"${filter.column}"`);
  const type = filter.enumType ? `"${filter.enumType}"` : "text";
  return filter.match === "has"
    ? Prisma.sql`${column} @> ARRAY[${value}]::${Prisma.raw(`${type}[]`)}`
    : Prisma.sql`${column} = ${value}::${Prisma.raw(type)}`;
}

/** The user's text, case-insensitively and literally, anywhere in `text`. */
export function textContains(text: Prisma.Sql, search: string): Prisma.Sql {
  return Prisma.sql`${text} ILIKE ${containsPattern(search)}`;
}

/**
 * The text that names a row of a kind, as SQL: its own title when the kind has one and it is set,
 * else its title column (contracts' opportunityTitle, for reads that select the name alone).
 */
export function nameColumn(kind: OpportunityKind): Prisma.Sql {
  const title = `"${OPPORTUNITY_KIND_INFO[kind].titleField}"`;
  const own = opportunityNameField(kind);
  return Prisma.raw(
    own === OPPORTUNITY_KIND_INFO[kind].titleField
      ? title
      : `COALESCE(NULLIF(btrim("${own}"), ''), ${title})`,
  );
}
