// The scheduled work of donations, run by pg-boss (one run per schedule across all API processes).
import type { AppContext } from "../context.ts";
import { sendDueReminders } from "./pledges.service.ts";
import { reverifyStaleDonations } from "./stale-donations.ts";

const DONATION_JOBS = {
  reverifyStale: "donations-reverify-stale",
  monthlyReminders: "donations-monthly-reminders",
} as const;

export function defineDonationJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: DONATION_JOBS.reverifyStale,
    cron: "*/5 * * * *",
    queue: { retryLimit: 0, expireInSeconds: 10 * 60 },
    async handler() {
      await reverifyStaleDonations(ctx);
    },
  });
  ctx.jobs.define({
    name: DONATION_JOBS.monthlyReminders,
    cron: "17 * * * *",
    queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 },
    async handler() {
      await sendDueReminders(ctx);
    },
  });
}
