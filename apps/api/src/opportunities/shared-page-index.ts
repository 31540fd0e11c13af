// Page indexes shared by every app process through Redis, when REDIS_URL is set (decision 0006 keeps
// PostgreSQL LISTEN/NOTIFY as the default, needing no extra service).
//
// Each process keeps its own indexes in memory (opportunity-page-index.ts) as before; behind that,
// an index one process built is stored in Redis for the others, so a list is counted once for the
// whole fleet, not once per process. A write bumps the kind's generation (INCR) and publishes the
// kind's name: every process clears that kind from memory at once, and indexes stored under the old
// generation are never read again (they expire on their own). An index built while a write was
// happening is stored under the generation read before the build, so it cannot outlive the write.
import { createHash } from "node:crypto";
import type { Database } from "@btw/db";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { PageIndex } from "./opportunity-page-index.ts";
import { ALL_KINDS, type PageIndexListener } from "./page-index-channel.ts";

/**
 * Keys and channel of one database: deployments (or test runs) that share a Redis server but not a
 * database never read each other's indexes or announcements.
 */
export function sharedPageIndexNames(databaseUrl: string | undefined) {
  const database = createHash("sha256")
    .update(databaseUrl ?? "embedded")
    .digest("base64url")
    .slice(0, 16);
  return {
    prefix: `btw:page-index:${database}`,
    channel: `btw:opportunity-pages:${database}`,
  };
}

export interface SharedPageIndex {
  /** The stored index for `key` of `entity`, or the one `build` makes (then stored for the others). */
  get(entity: string, key: string, build: () => Promise<PageIndex>): Promise<PageIndex>;
  /** A write of `entity`: older indexes are dropped everywhere. */
  announce(entity: string): Promise<void>;
  /** Calls `onWritten(entity)` for every announced write (ALL_KINDS once (re)subscribed). */
  listen(onWritten: (entity: string) => void): PageIndexListener;
  close(): Promise<void>;
}

const digest = (key: string) => createHash("sha256").update(key).digest("base64url");

/** Anchors travel as JSON: their dates come back as text. */
function revive(text: string): PageIndex {
  const index = JSON.parse(text) as PageIndex;
  for (const anchor of index.anchors) anchor.at = anchor.at === null ? null : new Date(anchor.at);
  return index;
}

export function createSharedPageIndex(
  url: string,
  ttlSeconds: number,
  logger: Logger,
  databaseUrl: string | undefined,
): SharedPageIndex {
  const { prefix: PREFIX, channel: SHARED_PAGE_INDEX_CHANNEL } = sharedPageIndexNames(databaseUrl);
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: false });
  redis.on("error", (error) => logger.warn({ err: error }, "shared page index: redis error"));
  const subscribers: Redis[] = [];
  const generation = async (entity: string) => (await redis.get(`${PREFIX}:gen:${entity}`)) ?? "0";

  return {
    async get(entity, key, build) {
      let gen: string;
      let stored: string | null;
      try {
        gen = await generation(entity);
        stored = await redis.get(`${PREFIX}:${entity}:${gen}:${digest(key)}`);
      } catch (error) {
        // Redis away: each process builds its own, as without REDIS_URL.
        logger.warn({ err: error }, "shared page index unavailable; building locally");
        return build();
      }
      if (stored) return revive(stored);
      const index = await build();
      redis
        .set(
          `${PREFIX}:${entity}:${gen}:${digest(key)}`,
          JSON.stringify(index),
          "EX",
          Math.max(1, ttlSeconds),
        )
        .catch((error: unknown) => logger.warn({ err: error }, "shared page index not stored"));
      return index;
    },
    async announce(entity) {
      try {
        await redis.multi().incr(`${PREFIX}:gen:${entity}`).publish(SHARED_PAGE_INDEX_CHANNEL, entity).exec();
      } catch (error) {
        logger.warn(
          { err: error, entity },
          "page index change not announced; other instances catch up by age",
        );
      }
    },
    listen(onWritten) {
      const subscriber = redis.duplicate();
      subscribers.push(subscriber);
      subscriber.on("error", (error) =>
        logger.warn({ err: error }, "shared page index listener: redis error"),
      );
      subscriber.on("message", (channel: string, entity: string) => {
        if (channel === SHARED_PAGE_INDEX_CHANNEL) onWritten(entity);
      });
      // Subscribed (again, after a reconnect): whatever was missed meanwhile, start from fresh indexes.
      subscriber.on("ready", () => {
        subscriber
          .subscribe(SHARED_PAGE_INDEX_CHANNEL)
          .then(() => onWritten(ALL_KINDS))
          .catch((error: unknown) => logger.warn({ err: error }, "shared page index: subscribe failed"));
      });
      return {
        async close() {
          subscriber.disconnect();
        },
      };
    },
    async close() {
      for (const subscriber of subscribers) subscriber.disconnect();
      redis.disconnect();
    },
  };
}

// One shared store per database client (i.e. per running app), set by the context when REDIS_URL is.
const shared = new WeakMap<object, SharedPageIndex>();

export function setSharedPageIndex(db: Database, store: SharedPageIndex | undefined): void {
  if (store) shared.set(db, store);
  else shared.delete(db);
}

export function sharedPageIndexFor(db: Database): SharedPageIndex | undefined {
  return shared.get(db);
}
