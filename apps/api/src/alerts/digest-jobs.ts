// The weekly digest's schedule: Mondays 06:00 UTC (09:00 in Addis Ababa), once across all API
// processes (pg-boss). A retry is harmless: the digest skips whoever already has this week's.
import type { AppContext } from "../context.ts";
import { sendWeeklyDigests } from "./digest.service.ts";

export const DIGEST_JOB = "alerts-weekly-digest";

export function defineDigestJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: DIGEST_JOB,
    cron: "0 6 * * 1",
    queue: { retryLimit: 3, retryDelay: 600, expireInSeconds: 60 * 60 },
    async handler() {
      await sendWeeklyDigests(ctx);
    },
  });
}
