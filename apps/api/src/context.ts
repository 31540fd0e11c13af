import type { Database } from "@btw/db";
import type { Logger } from "pino";
import type { PaymentGateway } from "./donations/payment-gateway.ts";
import type { Env } from "./env.ts";
import type { JobQueue } from "./jobs-queue/job-queue.ts";
import type { MailQueue } from "./mail/mail-queue.ts";
import type { FileStorage } from "./storage/file-storage.ts";

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
}
