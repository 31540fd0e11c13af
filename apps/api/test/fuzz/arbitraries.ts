// Generators of hostile requests for one operation: values near the schema (so validation is passed
// and deeper code runs) mixed with junk (control characters, huge numbers, far dates, wrong types,
// malformed bodies). A request is a plain description, so a failing one prints readably.
import fc from "fast-check";
import { type JsonSchema, type OpenApiDocument, type Operation, resolveSchema } from "./operations.ts";

export type Role = "anonymous" | "member" | "editor" | "admin" | "garbage";

export type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "form"; value: Record<string, unknown> }
  | { kind: "multipart"; fields: Record<string, unknown>; files: string[] }
  | { kind: "raw"; contentType: string; text: string };

export interface FuzzRequest {
  role: Role;
  method: Operation["method"];
  /** Path and query, already encoded (some parts deliberately badly). */
  target: string;
  body: Body;
}

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u001b[31mred",
  "\u007f",
  "\u0085",
  "\u2028",
  "\u202eevil",
  "\ufeff",
  "\ud800",
  "%00",
  "%",
  "%ZZ",
  "../../etc/passwd",
  "..\\..\\windows",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1",
  "0",
  "1.5",
  "2147483647",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999",
  "0x64",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "8.64e15",
  "2026-02-30",
  "9999-12-31T23:59:59Z",
  "0000-01-01",
  '{"a":1}',
  "[1,2]",
  '["x"]',
  "[[]]",
  "ስኮላርሺፕ",
  "😀",
  "x".repeat(5000),
] as const;

const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ maxLength: 40, unit: "binary" }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 2147483648, 8.64e15, 1e308, -0), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.array(nastyString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }), weight: 1 },
);

const isoDate = fc
  .date({ min: new Date("1800-01-01T00:00:00Z"), max: new Date("2300-01-01T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Strings of the schema's pattern (within its lengths), or plain strings if the pattern is not one JavaScript reads. */
function matching(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 300);
  try {
    return fc
      .stringMatching(new RegExp(schema.pattern as string, "u"))
      .filter((text) => text.length >= min && text.length <= max);
  } catch {
    return fc.string({ minLength: min, maxLength: max });
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null");
  return schema.type;
}

/**
 * A value that mostly fits the schema, sometimes junk, at any depth. `clean` values only ever fit
 * (so a whole body passes validation often enough for the code behind it to run).
 */
function valueFor(
  document: OpenApiDocument,
  raw: JsonSchema | undefined,
  depth = 0,
  clean = false,
): fc.Arbitrary<unknown> {
  const fitting = fittingValue(document, resolveSchema(document, raw), depth, clean);
  if (clean) return fitting;
  return fc.oneof({ arbitrary: fitting, weight: 5 }, { arbitrary: junkValue, weight: 1 });
}

function fittingValue(
  document: OpenApiDocument,
  schema: JsonSchema,
  depth: number,
  clean: boolean,
): fc.Arbitrary<unknown> {
  const child = (s: JsonSchema | undefined) => valueFor(document, s, depth + 1, clean);
  if (depth > 4) return clean ? fc.constant(null) : junkValue;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(child));
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf.map((s) => resolveSchema(document, s))) {
      Object.assign(merged.properties as object, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return fittingValue(document, merged, depth, clean);
  }
  switch (typeOf(schema)) {
    case "object": {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, child(s)]));
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case "array":
      return fc.array(child(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, 4),
      });
    case "string":
      if (schema.format === "date-time" || schema.format === "date") return isoDate;
      if (schema.format === "email") return fc.emailAddress();
      if (schema.format === "uri") return fc.webUrl();
      if (schema.format === "binary") return fc.constant("file");
      if (schema.pattern) return matching(schema);
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 300),
      });
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -5, -1e6),
        max: Math.min(schema.maximum ?? 500, 1e6),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    default:
      return clean ? fc.constant(null) : junkValue;
  }
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}

/** Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser sends them. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** Encodes mostly properly; sometimes raw (a lone %, a NUL escape) to reach the URL decoder. */
const encoded = (text: string) =>
  fc.constantFrom("proper", "proper", "proper", "raw").map((how) =>
    how === "proper"
      ? encodeURIComponent(wellFormed(text))
      : // Raw, but never a separator that would move the request out of its route.
        wellFormed(text).replace(/[\s#?/\\]/g, (c) => encodeURIComponent(c)),
  );

function pathFor(operation: Operation): fc.Arbitrary<string> {
  const segment = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 40 }).map(String), weight: 2 },
    { arbitrary: nastyString.chain(encoded), weight: 3 },
  );
  return fc
    .array(segment, { minLength: operation.pathParams.length, maxLength: operation.pathParams.length })
    .map((values) => {
      let index = 0;
      // A dot segment ("..", "%2e%2e") would be resolved by the URL parser into another route.
      const segment = (value: string | undefined) =>
        !value || /^(?:\.|%2e){1,2}$/i.test(value) ? "1" : value;
      return operation.path.replace(/\{[^}]+\}/g, () => segment(values[index++]));
    });
}

function queryFor(document: OpenApiDocument, operation: Operation): fc.Arbitrary<string> {
  const pairs = operation.query.map(({ name, schema }) =>
    fc.option(
      fc.oneof(
        valueFor(document, schema).chain((value) => encoded(asText(value)).map((v) => `${name}=${v}`)),
        nastyString.chain(encoded).map((v) => `${name}[]=${v}&${name}[]=x`),
        nastyString.chain(encoded).map((v) => `${name}[a][b]=${v}`),
      ),
      { freq: 3 },
    ),
  );
  const extra = fc.option(
    fc.oneof(
      { arbitrary: nastyString.chain(encoded).map((v) => `${v}=${v}`), weight: 4 },
      // Nested past the limit, prototype keys, and a long list of one name.
      { arbitrary: fc.integer({ min: 30, max: 200 }).map((depth) => `q${"[a]".repeat(depth)}=1`), weight: 1 },
      {
        arbitrary: fc.constantFrom(
          "__proto__[polluted]=1",
          "constructor[prototype][polluted]=1",
          "__proto__=x&toString=1&hasOwnProperty=1",
        ),
        weight: 1,
      },
      { arbitrary: fc.constant(Array(1_000).fill("page[]=1").join("&")), weight: 1 },
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const parts = [...chosen, more].filter((part): part is string => Boolean(part));
    return parts.length ? `?${parts.join("&")}` : "";
  });
}

/** Nested `depth` deep: well-formed, small (2 bytes a level), and past any sane limit. */
const nestedList = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

const MALFORMED = [
  { contentType: "application/json", text: '{"a":' },
  { contentType: "application/json", text: "[".repeat(5000) },
  // Deep nesting, well-formed: must be refused before anything walks it.
  { contentType: "application/json", text: `{"email":"x@y.org","password":"x","x":${nestedList(20_000)}}` },
  { contentType: "application/json", text: nestedObject(5_000) },
  { contentType: "application/json", text: `{"x":"${"[".repeat(5_000)}"}` },
  // Very long lists, within the body limit.
  { contentType: "application/json", text: `{"x":[${Array(20_000).fill(0).join(",")}]}` },
  { contentType: "application/json", text: `[${Array(10_000).fill('"a"').join(",")}]` },
  // Keys that reach the prototype when code copies a body into an object.
  {
    contentType: "application/json",
    text: '{"__proto__":{"role":"admin","polluted":1},"constructor":{"prototype":{"polluted":1}},"prototype":{}}',
  },
  {
    contentType: "application/x-www-form-urlencoded",
    text: "__proto__[role]=admin&constructor[prototype][polluted]=1&__proto__=x",
  },
  {
    contentType: "application/x-www-form-urlencoded",
    text: `x=${"[".repeat(5_000)}&y${"[a]".repeat(100)}=1`,
  },
  { contentType: "application/json", text: '"\\u0000"' },
  { contentType: "application/x-www-form-urlencoded", text: "a=%ZZ&b=%00&c[d][e][f][g]=1" },
  { contentType: "multipart/form-data", text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1' },
  {
    contentType: "multipart/form-data; boundary=x",
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
  },
  {
    contentType: "multipart/form-data; boundary=x",
    text: '--x\r\nContent-Disposition: form-data; name="photo1"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
  },
  { contentType: "text/plain", text: "hello" },
  { contentType: "application/xml", text: "<a/>" },
] as const;

function bodyFor(document: OpenApiDocument, operation: Operation): fc.Arbitrary<Body> {
  const types = Object.keys(operation.bodies);
  const malformed = fc.constantFrom(...MALFORMED).map((m): Body => ({ kind: "raw", ...m }));
  if (types.length === 0) {
    return fc.oneof(
      { arbitrary: fc.constant<Body>({ kind: "none" }), weight: 4 },
      { arbitrary: junkValue.map((value): Body => ({ kind: "json", value })), weight: 1 },
    );
  }
  const variants = types.map((type) => {
    const schema = resolveSchema(document, operation.bodies[type]);
    const fileFields = Object.entries(schema.properties ?? {})
      .filter(([, s]) => resolveSchema(document, s).format === "binary")
      .map(([name]) => name);
    return fc
      .boolean()
      .chain((clean) => valueFor(document, schema, 0, clean))
      .map((value): Body => {
        const fields =
          value && typeof value === "object" && !Array.isArray(value)
            ? (value as Record<string, unknown>)
            : {};
        if (type.startsWith("multipart/")) {
          const files = fileFields.filter((name) => name in fields);
          for (const name of files) delete fields[name];
          return { kind: "multipart", fields, files };
        }
        if (type === "application/x-www-form-urlencoded") return { kind: "form", value: fields };
        return { kind: "json", value };
      });
  });
  // The same fields as a form post where JSON is expected (what another site's page can send).
  const asForm = fc
    .oneof(...variants)
    .map(
      (body): Body =>
        body.kind === "json" && body.value && typeof body.value === "object" && !Array.isArray(body.value)
          ? { kind: "form", value: body.value as Record<string, unknown> }
          : body,
    );
  return fc.oneof(
    { arbitrary: fc.oneof(...variants), weight: 6 },
    { arbitrary: asForm, weight: 1 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: junkValue.map((value): Body => ({ kind: "json", value })), weight: 1 },
  );
}

export function requestFor(document: OpenApiDocument, operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      role: fc.constantFrom<Role>("anonymous", "member", "editor", "admin", "admin", "garbage"),
      path: pathFor(operation),
      query: queryFor(document, operation),
      body: bodyFor(document, operation),
    })
    .map(({ role, path, query, body }) => ({ role, method: operation.method, target: path + query, body }));
}

export { asText };
