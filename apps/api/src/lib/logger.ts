import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PREFIX } from "@btw/contracts";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";
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

const requestLine = (req: IncomingMessage, res: ServerResponse, ms: number) => ({
  method: req.method,
  path: pathOf(req),
  status: res.statusCode,
  ms,
});

const lineText = (req: IncomingMessage, res: ServerResponse, ms: number) =>
  `${req.method} ${pathOf(req)} ${res.statusCode} ${ms} ms`;

/**
 * One info line per request: method, path, status, time in ms and the request id (`reqId`, also
 * sent back as X-Request-Id). No headers: they carry tokens and cookies, and they buried the
 * start banner. Lines logged while handling a request (req.log) carry only its id.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && incoming.length <= 100 ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === `${API_PREFIX}/health` },
    quietReqLogger: true,
    quietResLogger: true,
    // Failed requests get the same line: the error middleware logs the error itself.
    customSuccessObject: (req, res, fields: { responseTime: number }) =>
      requestLine(req, res, fields.responseTime),
    customErrorObject: (req, res, _err, fields: { responseTime: number }) =>
      requestLine(req, res, fields.responseTime),
    customSuccessMessage: (req, res, ms) => lineText(req, res, ms),
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
  });
}
