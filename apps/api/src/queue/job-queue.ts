// Background work kept in PostgreSQL through pg-boss: jobs survive restarts, every API process may
// run any job, and a cron schedule fires once across all processes (the scale-out path needs no
// per-process timers).
import { randomBytes } from "node:crypto";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Env } from "../env.ts";

export type Job<T> = PgBoss.JobWithMetadata<T>;

export interface JobDefinition<T extends object> {
  name: string;
  /** Retries, backoff and expiry of the queue's jobs. */
  queue?: Omit<PgBoss.Queue, "name">;
  /** A cron expression (UTC); registered only when the server starts the queue with schedules. */
  cron?: string;
  /** How many jobs one process fetches at once; they run concurrently. */
  batchSize?: number;
  pollingIntervalSeconds?: number;
  /** Throwing fails this job only (pg-boss retries it as the queue says). */
  handler(job: Job<T>): Promise<void>;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Enqueues a job (starting the queue on first use) and wakes this process's worker for it. */
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Wakes this process's worker of a queue (after a job was put back by hand). */
  wake(name: string): void;
  /** Idempotent. `schedules: true` (the server) also registers the cron schedules. */
  start(options?: { schedules?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tests of parallel files share one database; a schema per queue keeps one file's worker from
 * taking another file's jobs (which would deliver its mail to the wrong test SMTP server).
 */
function schemaFor(env: Env): string {
  return env.NODE_ENV === "test" ? `pgboss_test_${randomBytes(4).toString("hex")}` : "pgboss";
}

export function createJobQueue(env: Env, logger: Logger): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string>();
  let starting: Promise<PgBoss> | undefined;
  let schedulesRegistered = false;
  let stopped = false;

  async function startBoss(): Promise<PgBoss> {
    if (!env.DATABASE_URL)
      throw new Error("The job queue needs DATABASE_URL (the server sets it after opening the database)");
    const boss = new PgBoss({
      connectionString: env.DATABASE_URL,
      schema: schemaFor(env),
      application_name: "born-to-win-jobs",
      max: 4,
      // Failed jobs stay visible (and retryable by admins) for a month before archiving.
      archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
      deleteAfterDays: 30,
    });
    boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
    await boss.start();
    for (const definition of definitions.values()) {
      await boss.createQueue(definition.name, { name: definition.name, ...definition.queue });
      const workerId = await boss.work<object>(
        definition.name,
        {
          includeMetadata: true,
          batchSize: definition.batchSize ?? 1,
          pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
        },
        async (jobs) => {
          // Each job succeeds or fails on its own; pg-boss completes the ones not failed here.
          await Promise.all(
            jobs.map(async (job) => {
              try {
                await definition.handler(job);
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                logger.warn({ job: definition.name, jobId: job.id, err: error }, "job failed");
                await boss.fail(definition.name, job.id, { message });
              }
            }),
          );
        },
      );
      workerIds.set(definition.name, workerId);
    }
    return boss;
  }

  function ensureStarted(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error("The job queue has been stopped"));
    starting ??= startBoss().catch((error) => {
      starting = undefined;
      throw error;
    });
    return starting;
  }

  return {
    define(definition) {
      if (starting) throw new Error(`Job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    async send(name, data, options = {}) {
      const boss = await ensureStarted();
      const id = await boss.send(name, data, options);
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    wake(name) {
      const workerId = workerIds.get(name);
      if (workerId) void starting?.then((boss) => boss.notifyWorker(workerId));
    },
    async start(options = {}) {
      const boss = await ensureStarted();
      if (options.schedules && !schedulesRegistered) {
        schedulesRegistered = true;
        for (const definition of definitions.values()) {
          if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
        }
      }
    },
    async stop() {
      stopped = true;
      const pending = starting;
      if (!pending) return;
      const boss = await pending.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
