// What a listing's dates and reports say about it beyond its review status: closing soon (the
// deadline day is within CLOSING_SOON_DAYS) and hidden (by staff, or by reports of different
// people), and the fee phrases staff see in the approval queue. Closed (the deadline day is over)
// is the contracts' isClosed, which the deadline a listing may be given also reads.
import { CLOSING_SOON_DAYS, findFeePhrases, richTextText, startOfUtcDay } from "@btw/contracts";
import { Prisma } from "@btw/db";

/**
 * Deadline day before today + CLOSING_SOON_DAYS + 1 (UTC days, on the database's clock, as the public
 * lists count them). On "openUntil" (the deadline, or 9999-12-31 without one), so that the index
 * (status, openUntil, id) bounds the range; with the public condition, from today on.
 */
export const CLOSING_SOON = Prisma.sql`"openUntil" < date_trunc('day', now() AT TIME ZONE 'UTC') + make_interval(days => ${CLOSING_SOON_DAYS + 1})`;

/** Whole days from today to the deadline day (0: today). */
export function daysLeft(deadline: Date, now = new Date()): number {
  return Math.round((startOfUtcDay(deadline) - startOfUtcDay(now)) / 86_400_000);
}

/** The fee phrases in every text field of a row (titles, descriptions, lists), long texts by their words. */
export function feePhrasesOf(row: object): string[] {
  const texts: string[] = [];
  for (const value of Object.values(row)) {
    if (typeof value === "string") texts.push(richTextText(value));
    else if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === "string"));
  }
  return findFeePhrases(...texts);
}
