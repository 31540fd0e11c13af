// An example on every request body, for the reference page and client generators: a route's own
// (lib/route.ts `request.example`) or one made from the body's schema that the schema accepts.

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
}
interface MediaType {
  schema?: Schema;
  example?: unknown;
}

/** Strings a field of this name might hold, most telling first; the first the schema accepts is used. */
function stringCandidates(name: string, format: string | undefined): string[] {
  if (format === "date-time") return ["2026-12-31T09:00:00.000Z"];
  if (format === "date") return ["2026-12-31"];
  const byName: Array<[RegExp, string[]]> = [
    [/email/i, ["abebe@example.org"]],
    [/password/i, ["a long enough passphrase"]],
    [/phone/i, ["+251911234567", "0911234567"]],
    [/url|link|website/i, ["https://example.org/apply"]],
    [/token|code|otp/i, ["123456", "token-from-the-email"]],
    [/date|deadline|from$|to$/i, ["2026-12-31", "2026-12-31T09:00:00.000Z"]],
    [/ref/i, ["btw-1a2b3c4d"]],
    [/^(ids)$/i, ["12,15"]],
    [/country|countries/i, ["Ethiopia"]],
    [/name/i, ["Abebe Kebede"]],
  ];
  const named = byName.filter(([pattern]) => pattern.test(name)).flatMap(([, values]) => values);
  return [...named, `Example ${name || "text"}`.trim(), "12", "Ethiopia", "x"];
}

function fits(value: string, schema: Schema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, "u").test(value);
}

function exampleOf(schema: Schema, schemas: Record<string, Schema>, name: string, depth: number): unknown {
  if (depth > 10) return undefined;
  if (schema.$ref) {
    const target = schemas[schema.$ref.split("/").pop() ?? ""];
    return target ? exampleOf(target, schemas, name, depth + 1) : undefined;
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.allOf) {
    // Parts of one object (a form's fields beside its files): their examples side by side.
    const parts = schema.allOf.map((part) => exampleOf(part, schemas, name, depth + 1));
    return Object.assign({}, ...parts.filter((part) => part && typeof part === "object"));
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const chosen = alternatives.find((alternative) => alternative.type !== "null") ?? alternatives[0];
    return chosen ? exampleOf(chosen, schemas, name, depth + 1) : undefined;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([key, property]) => [key, exampleOf(property, schemas, key, depth + 1)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case "array": {
      const item = exampleOf(schema.items ?? {}, schemas, name, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case "integer":
    case "number":
      if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
      return schema.minimum ?? Math.min(1, schema.maximum ?? 1);
    case "boolean":
      return false;
    case "string":
      // A file of a multipart form has no example a JSON document can show.
      if (schema.format === "binary") return undefined;
      return stringCandidates(name, schema.format).find((value) => fits(value, schema));
    default:
      return undefined;
  }
}

/** Sets an example on each request body that has none. */
export function withRequestExamples<D extends { paths?: object; components?: { schemas?: object } }>(
  document: D,
): D {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const item of Object.values(document.paths ?? {}) as Array<Record<string, Operation>>)
    for (const operation of Object.values(item))
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        if (media.example === undefined && media.schema)
          media.example = exampleOf(media.schema, schemas, "", 0);
  return document;
}
