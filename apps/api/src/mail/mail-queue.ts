// Durable mail: `send` records an email_messages row and enqueues a pg-boss job, so a request never
// waits for SMTP and never fails because of it. A worker sends with retries and exponential backoff
// and keeps the row up to date (attempts, last error, sent or failed) for the admins' mail log.
import { createHash } from "node:crypto";
import type { Database } from "@btw/db";
import type { Logger } from "pino";
import type { Job, JobQueue } from "../jobs-queue/job-queue.ts";
import { AppError, notFound } from "../lib/errors.ts";
import type { MailMessage, MailSender } from "./mail-sender.ts";

export const MAIL_JOB = "mail-send";

export interface MailQueue extends MailSender {
  /** Puts a failed message back in the queue (an admin's "retry"). */
  retry(id: number): Promise<void>;
}

interface MailJobData {
  emailMessageId: number;
  message: MailMessage;
}

export interface MailRetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** First retry delay; each further retry waits about twice as long. */
  delaySeconds: number;
}

/** Eight retries, each wait about double the last (30-60 s first): two to four hours in all. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = { limit: 8, delaySeconds: 30 };

/**
 * One job id per message, derived from its row id: an admin's retry finds the job (and the body it
 * carries) again, even after pg-boss archived it.
 */
function jobIdFor(emailMessageId: number): string {
  const hex = createHash("sha256").update(`email-message:${emailMessageId}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailQueue(deps: {
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  sender: MailSender;
  retry?: MailRetryPolicy;
}): MailQueue {
  const { db, logger, jobs, sender } = deps;
  const retry = deps.retry ?? DEFAULT_MAIL_RETRY;

  jobs.define<MailJobData>({
    name: MAIL_JOB,
    queue: {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    batchSize: 5,
    pollingIntervalSeconds: 1,
    async handler(job: Job<MailJobData>) {
      const id = job.data.emailMessageId;
      const row = await db.emailMessage.findUnique({ where: { id }, select: { status: true } });
      // A message already sent (a duplicate job after a crash) is never mailed twice.
      if (!row || row.status === "sent") return;
      try {
        await sender.send(job.data.message);
      } catch (error) {
        const final = job.retryCount >= job.retryLimit;
        await db.emailMessage.update({
          where: { id },
          data: {
            attempts: { increment: 1 },
            lastError: errorText(error),
            status: final ? "failed" : "queued",
          },
        });
        if (final)
          logger.error(
            { emailMessageId: id, template: job.data.message.template, err: error },
            "mail failed for good",
          );
        throw error;
      }
      await db.emailMessage.update({
        where: { id },
        data: { attempts: { increment: 1 }, status: "sent", sentAt: new Date(), lastError: null },
      });
    },
  });

  return {
    async send(message) {
      let rowId: number | undefined;
      try {
        const row = await db.emailMessage.create({
          data: { to: message.to, subject: message.subject, template: message.template },
          select: { id: true },
        });
        rowId = row.id;
        await jobs.send<MailJobData>(MAIL_JOB, { emailMessageId: row.id, message }, { id: jobIdFor(row.id) });
      } catch (error) {
        // Mail never fails the request that caused it; the admins' mail log shows what went wrong.
        logger.error({ err: error, to: message.to, template: message.template }, "mail could not be queued");
        if (rowId !== undefined) {
          await db.emailMessage
            .update({
              where: { id: rowId },
              data: { status: "failed", lastError: `Not queued: ${errorText(error)}` },
            })
            .catch(() => undefined);
        }
      }
    },

    async retry(id) {
      const row = await db.emailMessage.findUnique({ where: { id }, select: { status: true } });
      if (!row) throw notFound("Email message");
      if (row.status === "sent") throw new AppError("conflict", "This message has already been sent");
      const boss = await jobs.boss();
      const jobId = jobIdFor(id);
      const live = await boss.getJobById<MailJobData>(MAIL_JOB, jobId);
      if (live?.state === "failed") {
        await boss.retry(MAIL_JOB, jobId);
      } else if (!live) {
        const archived = await boss.getJobById<MailJobData>(MAIL_JOB, jobId, { includeArchive: true });
        if (!archived)
          throw new AppError(
            "gone",
            "The content of this message is no longer kept, so it cannot be sent again",
          );
        await boss.send(MAIL_JOB, archived.data, { id: jobId });
      }
      // A live job still waiting (created, retry, active) simply runs now.
      await db.emailMessage.update({ where: { id }, data: { status: "queued" } });
      jobs.wake(MAIL_JOB);
    },

    async close() {
      await sender.close();
    },
  };
}
