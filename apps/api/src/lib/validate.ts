import { CONTROL_CHARACTER_MESSAGE, findControlCharacters } from "@btw/contracts";
import type { RequestHandler } from "express";
import { ZodError, type ZodType } from "zod";
import { notFound } from "./errors.ts";

interface Schemas {
  body?: ZodType | undefined;
  query?: ZodType | undefined;
  params?: ZodType | undefined;
}

/** A 400 naming where a control character was found, shaped like every other validation failure. */
function refuseControlCharacters(value: unknown) {
  const path = findControlCharacters(value);
  if (path)
    throw new ZodError([{ code: "custom", path, message: CONTROL_CHARACTER_MESSAGE, input: undefined }]);
}

/**
 * Parses the request parts with the contracts' schemas and replaces them with the parsed values.
 * A failure reaches the error middleware as a ZodError (400 with the failing fields), except for
 * path parameters: an id out of range or malformed names nothing, so it is a 404. Whatever the
 * schemas say, a control character in any query or body value is a 400.
 */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    if (schemas.params) {
      const parsed = schemas.params.safeParse(req.params);
      if (!parsed.success) throw notFound("Item");
      req.params = parsed.data as typeof req.params;
    }
    refuseControlCharacters(req.query);
    if (schemas.query) {
      // Express 5 exposes req.query through a getter; shadow it with the parsed value.
      Object.defineProperty(req, "query", {
        value: schemas.query.parse(req.query),
        writable: true,
        configurable: true,
      });
    }
    if (!Buffer.isBuffer(req.body)) refuseControlCharacters(req.body);
    if (schemas.body) req.body = schemas.body.parse(req.body ?? {});
    next();
  };
}
