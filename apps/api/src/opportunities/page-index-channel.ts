// Page indexes live in each process's memory (opportunity-page-index.ts); this carries "a kind was
// written" from the process that wrote it to every other one, through PostgreSQL's LISTEN/NOTIFY on
// the database they already share. A process that misses messages (its listening connection was
// down) forgets all its indexes once it is back, so nothing it missed outlives the outage.
import type { Database } from "@btw/db";
import pg from "pg";
import type { Logger } from "pino";

export const PAGE_INDEX_CHANNEL = "opportunity_pages";
/** Payload that stands for "every kind" (after a reconnect). */
export const ALL_KINDS = "*";

/** Tells every process that `entity`'s lists changed; a failure only delays them (their indexes age out). */
export async function announceKindWritten(db: Database, entity: string, logger: Logger): Promise<void> {
  try {
    await db.$executeRaw`SELECT pg_notify(${PAGE_INDEX_CHANNEL}, ${entity})`;
  } catch (error) {
    logger.warn({ err: error, entity }, "page index change not announced; other instances catch up by age");
  }
}

export interface PageIndexListener {
  close(): Promise<void>;
}

/**
 * Listens for announced writes and calls `onWritten(entity)` for each (`ALL_KINDS` after a reconnect).
 * Reconnects with a growing delay (up to `maxDelayMs`) while the database is away.
 */
export function listenForKindWrites(
  url: string,
  onWritten: (entity: string) => void,
  logger: Logger,
  { maxDelayMs = 30_000 }: { maxDelayMs?: number } = {},
): PageIndexListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, maxDelayMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: "born-to-win-page-index" });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === PAGE_INDEX_CHANNEL && message.payload) onWritten(message.payload);
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "page index listener lost its connection; reconnecting");
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    next.on("end", () => {
      if (client === next) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_INDEX_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      delay = 500;
      // Whatever was written while this process was not listening: start from fresh indexes.
      onWritten(ALL_KINDS);
    } catch (error) {
      logger.warn({ err: error }, "page index listener could not connect; retrying");
      void next.end().catch(() => {});
      scheduleReconnect();
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
