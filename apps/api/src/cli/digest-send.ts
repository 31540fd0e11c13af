// pnpm digest:send [--to email ...]: builds and sends this week's digest now (what the Monday schedule
// does), then waits until the messages it queued have left (or 2 minutes). Nobody gets a second one
// this week. `--to` sends only to those addresses (they must be members with alerts or subscribers),
// and reads only their settings, never the whole list.

import { sendWeeklyDigests } from "../alerts/digest.service.ts";
import { createContext } from "../context.ts";
import { openDatabase } from "../database.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../lib/logger.ts";

const args = process.argv.slice(2);
const only = args.flatMap((arg, index) => (args[index - 1] === "--to" ? [arg] : []));
const env = loadEnv();
const logger = createLogger(env);
const database = await openDatabase(env, logger);
const ctx = createContext({ ...env, DATABASE_URL: database.url }, database.db, logger);
try {
  const startedAt = new Date();
  await ctx.jobs.start();
  const run = await sendWeeklyDigests(ctx, new Date(), only.length > 0 ? { only } : {});
  console.info(
    `week ${run.week}: ${run.sent} sent, ${run.noMatches} without matches, ${run.alreadySent} already sent this week`,
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const queued = await database.db.emailMessage.count({
      where: { template: "weekly-digest", status: "queued", createdAt: { gte: startedAt } },
    });
    if (queued === 0 || Date.now() > deadline) {
      if (queued > 0) console.info(`${queued} messages still queued: the server's mail worker sends them`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
} finally {
  await ctx.close();
  await database.close();
}
