// Durable mail: `send` records an email_messages row and enqueues a pg-boss job, so a request never
// waits for SMTP and never fails because of it. A worker sends with retries and exponential backoff
// and keeps the row up to date (attempts, last error, sent or failed) for the admins' mail log.
import type { Database } from "@btw/db";
import type { Logger } from "pino";
import { AppError, notFound } from "../lib/errors.ts";
import type { Job, JobQueue } from "../queue/job-queue.ts";
import type { MailMessage, MailSender } from "./mail-sender.ts";

const MAIL_JOB = "mail-send";

export interface MailQueue extends MailSender {
  /** Puts a failed message back in the queue (an admin's "retry"). */
  retry(id: number): Promise<void>;
}

/** The job carries only the row id: the message itself lives in email_messages. */
interface MailJobData {
  emailMessageId: number;
}

interface MailRetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** First retry delay; each further retry waits about twice as long. */
  delaySeconds: number;
}

/** Eight retries, each wait about double the last (30-60 s first): two to four hours in all. */
const DEFAULT_MAIL_RETRY: MailRetryPolicy = { limit: 8, delaySeconds: 30 };

/** At most one waiting or running job per message, so a retry never races a pending send. */
const singleJob = (emailMessageId: number) => ({ singletonKey: `email-message-${emailMessageId}` });

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
      const row = await db.emailMessage.findUnique({ where: { id } });
      // A message already sent (a duplicate job after a crash) is never mailed twice.
      if (!row || row.status === "sent") return;
      const message: MailMessage = {
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
        template: row.template,
        headers: (row.headers as Record<string, string> | null) ?? undefined,
      };
      try {
        await sender.send(message);
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
          logger.error({ emailMessageId: id, template: row.template, err: error }, "mail failed for good");
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
          data: {
            to: message.to,
            subject: message.subject,
            template: message.template,
            text: message.text,
            html: message.html ?? null,
            replyTo: message.replyTo ?? null,
            ...(message.headers ? { headers: message.headers } : {}),
          },
          select: { id: true },
        });
        rowId = row.id;
        await jobs.send<MailJobData>(MAIL_JOB, { emailMessageId: row.id }, singleJob(row.id));
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
      await db.emailMessage.update({ where: { id }, data: { status: "queued" } });
      await jobs.send<MailJobData>(MAIL_JOB, { emailMessageId: id }, singleJob(id));
      jobs.wake(MAIL_JOB);
    },

    async close() {
      await sender.close();
    },
  };
}
