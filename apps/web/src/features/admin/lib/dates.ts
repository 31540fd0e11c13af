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
