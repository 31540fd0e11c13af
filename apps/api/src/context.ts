import type { Database } from "@btw/db";
import type { Logger } from "pino";
import { defineTrashJobs } from "./admin-lists/trash-jobs.ts";
import { defineDigestJobs } from "./alerts/digest-jobs.ts";
import { defineDonationJobs } from "./donations/donation-jobs.ts";
import { createPaymentGateway, type PaymentGateway } from "./donations/payment-gateway.ts";
import type { Env } from "./env.ts";
import { closeRateLimitStore, type RateLimitOverrides } from "./lib/rate-limit.ts";
import { createMailQueue, type MailQueue } from "./mail/mail-queue.ts";
import { createMailSender } from "./mail/mail-sender.ts";
import { createJobQueue, type JobQueue } from "./queue/job-queue.ts";
import { createFileStorage, type FileStorage } from "./storage/file-storage.ts";
import { defineTelegramJobs, startTelegram } from "./telegram/telegram-jobs.ts";
import { definePasswordResetJobs } from "./users/password-reset.service.ts";
import { setPasswordHashCost } from "./users/passwords.ts";

/** What every router and service may use; built once by the server (or by a test). */
export interface AppContext {
  env: Env;
  db: Database;
  logger: Logger;
  /** Durable: every message goes through the job queue (mail-queue.ts). */
  mail: MailQueue;
  /** Background jobs and schedules in PostgreSQL (pg-boss). */
  jobs: JobQueue;
  storage: FileStorage;
  payments: PaymentGateway;
  /** Smaller rate limits than the table in lib/rate-limit.ts (tests). */
  rateLimits?: RateLimitOverrides;
}

/**
 * Builds the services every request may use; `start` runs the background jobs and their schedules
 * (mail also starts the queue on first use, so tests need not), `close` releases what they hold.
 */
export function createContext(
  env: Env,
  db: Database,
  logger: Logger,
): AppContext & { start(): Promise<void>; close(): Promise<void> } {
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  const jobs = createJobQueue(env, logger);
  const mail = createMailQueue({
    db,
    logger,
    jobs,
    sender: createMailSender(env, logger),
    retry: { limit: env.MAIL_RETRY_LIMIT, delaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
  });
  const ctx: AppContext = {
    env,
    db,
    logger,
    mail,
    jobs,
    storage: createFileStorage(env),
    payments: createPaymentGateway(env, db, logger),
  };
  defineDonationJobs(ctx);
  definePasswordResetJobs(ctx);
  defineDigestJobs(ctx);
  defineTrashJobs(ctx);
  defineTelegramJobs(ctx);
  return {
    ...ctx,
    async start() {
      await jobs.start({ schedules: true });
      await startTelegram(ctx);
    },
    async close() {
      await jobs.stop();
      await mail.close();
      await closeRateLimitStore(env);
      ctx.storage.close?.();
    },
  };
}
