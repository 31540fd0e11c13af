// The daily purge of the trash (pg-boss: one run per schedule across all API processes).
import type { AppContext } from "../context.ts";
import { purgeExpiredTrash } from "./trash.service.ts";

const TRASH_PURGE_JOB = "trash-purge-expired";

export function defineTrashJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: TRASH_PURGE_JOB,
    cron: "41 3 * * *",
    queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 30 * 60 },
    async handler() {
      const purged = await purgeExpiredTrash(ctx);
      if (purged > 0) ctx.logger.info({ purged }, "expired trash purged");
    },
  });
}
