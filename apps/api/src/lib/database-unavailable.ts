// Telling "the database cannot be reached right now" apart from a real fault, so that a request
// during an outage answers 503 with Retry-After (clients and load balancers retry) instead of 500.
// The pg pool drops broken connections and opens new ones on the next query, so requests recover
// by themselves once the server is back.
import type { Response } from "express";

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";

/** Prisma's codes for a server it cannot reach, that closed the connection, or a full pool. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** The driver adapter's kinds of error for the same. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** Socket errors from node:net under pg. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE"]);
/** SQLSTATE classes 08 (connection exception) and 57P (shutdown, crash, starting up), and 53300. */
const SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** What pg says when a connection it held goes away or cannot be made in time. */
const PG_MESSAGES =
  /(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

function codeMatches(code: unknown): boolean {
  return (
    typeof code === "string" && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))
  );
}

/** True when `error` (or what it wraps) says the database is unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as {
    code?: unknown;
    syscall?: unknown;
    kind?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } };
  };
  if (codeMatches(e.code)) return true;
  // A Unix socket that is not there (yet): the server is down, not a missing file of ours.
  if (e.code === "ENOENT" && e.syscall === "connect") return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  const adapterCause = e.meta?.driverAdapterError?.cause;
  if (adapterCause) {
    if (typeof adapterCause.kind === "string" && ADAPTER_KINDS.has(adapterCause.kind)) return true;
    if (codeMatches(adapterCause.code)) return true;
  }
  if (typeof e.message === "string" && PG_MESSAGES.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** The 503 answer while the database is away. */
export function answerDatabaseUnavailable(res: Response): void {
  res
    .status(503)
    .setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
    .json({ message: DATABASE_UNAVAILABLE_MESSAGE });
}
