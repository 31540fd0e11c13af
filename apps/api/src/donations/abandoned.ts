// A checkout opened and never completed: the donor left. The stale check (stale-donations.ts)
// closes such gifts as failed after a day when it can reach the gateway; until it has, a gift
// pending for longer than that is shown as abandoned too, never as "Pending" for ever.
import type { Donation as DonationRow } from "@btw/db";
import { ABANDONED_REASON } from "./settle-donation.ts";
import { GIVE_UP_AFTER_HOURS } from "./stale-donations.ts";

export function isAbandoned(
  row: Pick<DonationRow, "status" | "createdAt" | "failureReason">,
  now = Date.now(),
) {
  if (row.status === "failed") return row.failureReason === ABANDONED_REASON;
  return row.status === "pending" && row.createdAt.getTime() < now - GIVE_UP_AFTER_HOURS * 60 * 60 * 1000;
}
