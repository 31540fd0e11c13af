// Nothing stays pending forever: gifts whose checkout was opened but never settled (no webhook, no
// callback) are re-verified with the gateway, and after 24 hours without a payment they are failed.
import type { AppContext } from "../context.ts";
import { settleDonation } from "./settle-donation.ts";

const STALE_AFTER_MINUTES = 15;
export const GIVE_UP_AFTER_HOURS = 24;
const MINUTE = 60_000;

export async function reverifyStaleDonations(
  ctx: AppContext,
  now = new Date(),
): Promise<{ checked: number; settled: number; unreachable: number }> {
  const stale = await ctx.db.donation.findMany({
    where: {
      status: "pending",
      createdAt: { lt: new Date(now.getTime() - STALE_AFTER_MINUTES * MINUTE) },
      // A gift just looked at (by the thank-you page or a previous run) can wait for the next run.
      OR: [{ lastVerifiedAt: null }, { lastVerifiedAt: { lt: new Date(now.getTime() - 10 * MINUTE) } }],
    },
    orderBy: { createdAt: "asc" },
    select: { txRef: true },
    take: 100,
  });
  const giveUpBefore = new Date(now.getTime() - GIVE_UP_AFTER_HOURS * 60 * MINUTE);
  let settled = 0;
  let unreachable = 0;
  for (const { txRef } of stale) {
    try {
      const result = await settleDonation(ctx, txRef, "reverify", { expireIfCreatedBefore: giveUpBefore });
      if (result?.changed) settled += 1;
    } catch (error) {
      // The gateway is down: leave the gift pending; the next run asks again.
      unreachable += 1;
      ctx.logger.warn({ txRef, err: error }, "re-verification could not reach the payment gateway");
    }
  }
  if (stale.length > 0)
    ctx.logger.info({ checked: stale.length, settled, unreachable }, "stale donations re-verified");
  return { checked: stale.length, settled, unreachable };
}
