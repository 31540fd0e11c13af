import { STATUS_CODES } from "node:http";
import { Prisma } from "@btw/db";
import type { ErrorRequestHandler } from "express";
import multer from "multer";
import { ZodError } from "zod";
import { answerDatabaseUnavailable, isDatabaseUnavailable } from "./database-unavailable.ts";
import { TOO_DEEP_MESSAGE } from "./nesting.ts";

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;
type ErrorCode = keyof typeof STATUS;

/** The one error type services throw; the error middleware turns it into `{ message }`. */
/** A write refused by a unique index (Prisma's P2002): someone made the same row first. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault, answered like a validation issue. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);

function zodIssues(error: ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

const MULTER_MESSAGES: Partial<Record<string, [number, string]>> = {
  LIMIT_FILE_SIZE: [413, "File too large"],
  LIMIT_FIELD_VALUE: [413, "A form field is too long"],
  LIMIT_FILE_COUNT: [400, "Too many files"],
  LIMIT_UNEXPECTED_FILE: [400, "Unexpected file field"],
};

/** body-parser's error types, and what a client is told about each. */
const CLIENT_ERROR_TYPES: Partial<Record<string, string>> = {
  "entity.parse.failed": "Malformed JSON body",
  "entity.too.large": "Request body too large",
  "entity.too.deep": TOO_DEEP_MESSAGE,
  "entity.verify.failed": "Request body refused",
  "encoding.unsupported": "Unsupported content encoding",
  "charset.unsupported": "Unsupported charset",
  "parameters.too.many": "Too many form fields",
  "request.size.invalid": "Request body size does not match its Content-Length",
};

/** What busboy (under multer) throws for a multipart body it cannot read. */
const MALFORMED_MULTIPART = new Set([
  "Multipart: Boundary not found",
  "Malformed part header",
  "Unexpected end of form",
  "Unexpected end of file",
  "Malformed content type",
  "Malformed urlencoded form",
  "Missing Content-Type",
]);

export const errorMiddleware: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  // The reader left while the answer was being read or sent (a phone losing its signal): there is
  // no one to answer and nothing for an operator to act on, so it is noted at a quiet level.
  if (error?.code === "ECONNABORTED" || req.socket?.destroyed) {
    req.log?.debug({ err: error }, "reader left before the answer");
    return;
  }
  if (error instanceof AppError) {
    res.status(error.status).json(
      error.field
        ? {
            message: `${error.field}: ${error.message}`,
            issues: [{ path: error.field, message: error.message }],
          }
        : { message: error.message },
    );
    return;
  }
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    const first = issues[0];
    res.status(400).json({
      message: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request",
      issues,
    });
    return;
  }
  if (error instanceof multer.MulterError) {
    const [status, message] = MULTER_MESSAGES[error.code] ?? [400, error.message];
    res.status(status).json({ message: error.field ? `${message}: ${error.field}` : message });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, "database unavailable");
    answerDatabaseUnavailable(res);
    return;
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") {
      res.status(404).json({ message: "Not found" });
      return;
    }
    if (isUniqueViolation(error)) {
      res.status(409).json({ message: "Already exists" });
      return;
    }
  }
  if (
    error instanceof Error &&
    (MALFORMED_MULTIPART.has(error.message) || error.message.startsWith("Unsupported content type"))
  ) {
    res.status(400).json({ message: "Malformed form data" });
    return;
  }
  // body-parser, serve-static and the router carry their own HTTP status. Their messages may hold
  // a file-system path or the request's own bytes, so only known types keep a message of their own.
  const status =
    typeof error?.status === "number"
      ? error.status
      : typeof error?.statusCode === "number"
        ? error.statusCode
        : 500;
  if (status >= 400 && status < 500) {
    const known = typeof error?.type === "string" ? CLIENT_ERROR_TYPES[error.type] : undefined;
    // Not the error itself: body-parser's carries the whole refused body.
    req.log?.info(
      { status, type: error?.type, message: String(error?.message ?? "").slice(0, 200) },
      "request refused",
    );
    res.status(status).json({ message: known ?? STATUS_CODES[status] ?? "Bad request" });
    return;
  }
  req.log?.error({ err: error }, "unhandled error");
  res.status(500).json({ message: "Something went wrong on our side. Please try again." });
};
