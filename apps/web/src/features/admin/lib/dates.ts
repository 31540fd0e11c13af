import { formatDate } from "@btw/i18n";

/**
 * "21 Nov 2026": compact enough for a table column, and never broken across lines. Days the API
 * stores (deadlines) are shown in UTC so they never shift; moments (when something happened) pass
 * `local` to show the reader's own day.
 */
export function formatShortDate(iso: string | null | undefined, language = "en", local = false): string {
  if (!iso) return "";
  const utcOffsetMinutes = local ? -new Date(iso).getTimezoneOffset() : 0;
  return formatDate(iso, language, { style: "short", utcOffsetMinutes }).replace(/ /g, "\u00a0");
}

/** "23 Nov 2026, 09:30" in the reader's own clock: when a scheduled post goes out. */
export function formatShortDateTime(iso: string | null | undefined, language = "en"): string {
  if (!iso) return "";
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatShortDate(iso, language, true)}, ${time}`;
}

/** "Nov 2026" for a month as the API names it ("2026-11"): the (English) short date without its day. */
export function formatShortMonth(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return formatShortDate(`${month}-01T00:00:00.000Z`).replace(/^\d+\u00a0/, "");
}
