// The alerts' schedules, once across all API processes (pg-boss): the weekly digest on Mondays 06:00 UTC
// (09:00 in Addis Ababa) and deadline reminders daily. A retry is harmless: each skips whoever has it already.
import type { AppContext } from "../context.ts";
import { sendDeadlineReminders } from "./deadline-reminders.ts";
import { sendWeeklyDigests } from "./digest.service.ts";

const DIGEST_JOB = "alerts-weekly-digest";
const DEADLINE_REMINDER_JOB = "alerts-deadline-reminders";

export function defineDigestJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: DIGEST_JOB,
    cron: "0 6 * * 1",
    queue: { retryLimit: 3, retryDelay: 600, expireInSeconds: 60 * 60 },
    async handler() {
      await sendWeeklyDigests(ctx);
    },
  });
  // Daily at 05:00 UTC (08:00 in Addis Ababa); a retry sends nobody a second reminder that day.
  ctx.jobs.define({
    name: DEADLINE_REMINDER_JOB,
    cron: "0 5 * * *",
    queue: { retryLimit: 3, retryDelay: 600, expireInSeconds: 60 * 60 },
    async handler() {
      await sendDeadlineReminders(ctx);
    },
  });
}
