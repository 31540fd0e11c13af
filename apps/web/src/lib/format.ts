// Deadline rules of the lists. Dates and numbers are written by @btw/i18n's formatDate and
// formatNumber, the one formatter the site and its emails share.
import { CLOSING_SOON_DAYS } from "@btw/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;

type DeadlineState = "none" | "open" | "closingSoon" | "closed";

export function deadlineState(iso: string | null | undefined, now = Date.now()): DeadlineState {
  if (!iso) return "none";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "none";
  const left = time - now;
  if (left < 0) return "closed";
  return left <= CLOSING_SOON_DAYS * DAY_MS ? "closingSoon" : "open";
}

export function daysLeft(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY_MS));
}
