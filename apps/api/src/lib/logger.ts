import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PREFIX } from "@btw/contracts";
import pino, { type Logger } from "pino";
import type { Env } from "../env.ts";

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.passwordHash"],
  });
}

/** The path without its query string (queries may carry emails, search words, tokens). */
const pathOf = (req: IncomingMessage) =>
  ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "").split("?")[0];

declare module "node:http" {
  interface IncomingMessage {
    /** The request's logger: its lines carry the request id (`reqId`). */
    log: Logger;
  }
}

const HEALTH = `${API_PREFIX}/health`;

/**
 * One info line per request: method, path, status, time in ms and the request id (`reqId`, also
 * sent back as X-Request-Id), once the answer is sent or the reader has gone. No headers: they
 * carry tokens and cookies, and they buried the start banner. Lines logged while handling a
 * request (req.log) carry only its id; that logger is made the first time a request logs, since
 * most never do.
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const reqId = typeof incoming === "string" && incoming.length <= 100 ? incoming : randomUUID();
    res.setHeader("X-Request-Id", reqId);
    let own: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      get: () => {
        own ??= logger.child({ reqId });
        return own;
      },
    });
    if (req.url !== HEALTH) {
      // "close" comes after "finish" when the answer was sent, alone when the reader left first.
      res.once("close", () => {
        const line = { reqId, method: req.method, path: pathOf(req), status: res.statusCode };
        if (!res.writableFinished) {
          logger.info(line, `${line.method} ${line.path} ${line.status} (reader left)`);
          return;
        }
        const ms = Math.round(performance.now() - started);
        logger.info({ ...line, ms }, `${line.method} ${line.path} ${line.status} ${ms} ms`);
      });
    }
    next();
  };
}
