// How deep a request value may nest, checked before anything walks it. A JSON body 20,000 levels
// deep is 40 KB: every later walk over it (validation, logging, storing) would pay for each level,
// and a recursive one would run out of stack. So the depth is measured once, without recursion,
// while the text is read, and a deeper body or query answers 400 before any other work.
import type { RequestHandler } from "express";
import { parse as parseQueryString } from "qs";

/** The deepest a JSON body or a query string may nest (objects and lists inside each other). */
export const MAX_NESTING = 32;

export const TOO_DEEP_MESSAGE = `Request nested too deeply (at most ${MAX_NESTING} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text (UTF-8 bytes) nests deeper than `limit`: one pass, skipping strings, stopping
 * at the first level too deep. Malformed text is left to the JSON parser.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSE.has(byte)) depth--;
  }
  return false;
}

/** A refusal the error middleware answers with its status and this module's message. */
const refusal = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type, expose: true });

/**
 * `express.json`'s `verify`: runs on the raw body before it is parsed. JSON is UTF-8 (RFC 8259);
 * other charsets are refused, so the byte scan above is exact.
 */
export function verifyJsonBody(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (!/^utf-?8$/i.test(encoding)) {
    throw refusal(415, "charset.unsupported", "JSON must be UTF-8");
  }
  if (jsonNestsDeeperThan(body, MAX_NESTING)) {
    throw refusal(400, "entity.too.deep", TOO_DEEP_MESSAGE);
  }
}

/**
 * The query parser of the app (Express's "extended" one, qs, with the same options) except that a
 * key nested deeper than MAX_NESTING is refused instead of being cut, and lists stay short.
 */
export function parseQuery(text: string): Record<string, unknown> {
  try {
    return parseQueryString(text, {
      allowPrototypes: true,
      depth: MAX_NESTING,
      strictDepth: true,
      arrayLimit: 100,
      parameterLimit: 1000,
    });
  } catch (error) {
    if (error instanceof RangeError) throw refusal(400, "query.too.deep", TOO_DEEP_MESSAGE);
    throw error;
  }
}

/**
 * First in the chain: reads the query once so that one nested too deeply answers 400 here, before
 * anything else (the log included) reads it.
 */
export const refuseDeepQueries: RequestHandler = (req, res, next) => {
  try {
    void req.query;
  } catch (error) {
    if ((error as { type?: unknown }).type !== "query.too.deep") throw error;
    res.status(400).json({ message: TOO_DEEP_MESSAGE });
    return;
  }
  next();
};
