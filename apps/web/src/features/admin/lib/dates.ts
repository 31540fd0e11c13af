/**
 * "21 Nov 2026": compact enough for a table column, and never broken across lines. Days the API
 * stores (deadlines) are shown in UTC so they never shift; moments (when something happened) pass
 * `local` to show the reader's own day.
 */
export function formatShortDate(iso: string | null | undefined, language = "en", local = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: local ? undefined : "UTC",
  })
    .format(date)
    .replace(/ /g, "\u00a0");
}
