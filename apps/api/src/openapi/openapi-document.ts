// Builds the OpenAPI 3.1 document from the route definitions (lib/route.ts) and their zod schemas.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { API_PREFIX, errorResponseSchema, rolesFor, SITE_NAME } from "@btw/contracts";
import { ZodObject, ZodPipe, type ZodType, z } from "zod";
import type { RouteAccess, RouteDoc } from "../lib/route.ts";

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

const BEARER = "bearerAuth";
// A zod `id` makes the generator put the schema under components and refer to it (no need to
// patch zod's prototypes, which schemas built before the patch would not see).
const errorSchema = errorResponseSchema.meta({ id: "Error" });

const ACCESS = {
  public: "Public.",
  optional: "Public; a bearer token, when sent, may show more (staff see every status).",
  "signed-in": "Needs a bearer token (any role; object rules below may still answer 403).",
} as const;

/** The "who may call" line, read from the permission table for an action. */
export function accessText(access: RouteAccess): string {
  if (access in ACCESS) return ACCESS[access as keyof typeof ACCESS];
  const roles = rolesFor(access as Exclude<RouteAccess, keyof typeof ACCESS>).map(
    (role) => `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`,
  );
  return `Needs a bearer token of ${roles.join(" or ")} (permission \`${access}\`).`;
}

/** Express `/users/:id` -> OpenAPI `/users/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** Adds the optional file fields of a multipart form to its schema, as binary strings. */
function withFiles(schema: ZodType | undefined, files: readonly string[] | undefined): ZodType | undefined {
  if (!files?.length) return schema;
  const fileFields = Object.fromEntries(
    files.map((name) => [name, z.string().meta({ format: "binary", description: "A file" }).optional()]),
  );
  if (!schema) return z.object(fileFields);
  return schema instanceof ZodObject ? schema.extend(fileFields) : schema;
}

/** A query schema piped into a transform is documented by the object it parses first. */
function queryObject(schema: ZodType | undefined): ZodObject | undefined {
  if (!schema || schema instanceof ZodObject) return schema;
  if (schema instanceof ZodPipe && schema.in instanceof ZodObject) return schema.in;
  throw new Error("A route's query schema must be an object (or an object piped into a transform)");
}

function requestBody(spec: RouteDoc): RouteConfig["request"] {
  const request = spec.request;
  if (!request) return undefined;
  const body = withFiles(request.body, request.files);
  const type = request.bodyType ?? "json";
  let content: Record<string, { schema: ZodType | { type: "object"; description: string } }> | undefined;
  if (type === "raw") {
    content = {
      "application/json": {
        schema: { type: "object", description: "As the sender sends it; read as raw bytes" },
      },
    };
  } else if (body) {
    const types =
      type === "multipart"
        ? ["multipart/form-data"]
        : type === "form"
          ? ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"]
          : ["application/json"];
    content = Object.fromEntries(types.map((contentType) => [contentType, { schema: body }]));
  }
  const query = queryObject(request.query);
  return {
    ...(request.params ? { params: request.params } : {}),
    ...(query ? { query } : {}),
    ...(content ? { body: { content, required: true } } : {}),
  };
}

function responses(spec: RouteDoc): RouteConfig["responses"] {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: errorSchema } },
  });
  const { status, description, schema, contentType = "application/json" } = spec.response;
  const success =
    status === 303
      ? {
          description,
          headers: { Location: { schema: { type: "string" as const }, description: "Where to go next" } },
        }
      : {
          description,
          content: { [contentType]: { schema: schema ?? { type: "string" as const } } },
        };
  const result: RouteConfig["responses"] = { [status]: success };
  const hasInput = Boolean(spec.request?.params || spec.request?.query || spec.request?.body);
  if (hasInput)
    result[400] = error("Invalid input: `message` names the first failing field, `issues` lists them all");
  if (spec.access !== "public") result[401] = error("Missing, invalid, expired or revoked token");
  if (spec.access !== "public" && spec.access !== "optional") {
    result[403] = error("The token's role or the object's owner does not allow this");
  }
  if (spec.path.includes(":")) result[404] = error("No such row");
  for (const [code, text] of Object.entries(spec.errors ?? {})) result[Number(code)] = error(text);
  if (spec.rateLimited) {
    result[429] = {
      ...error("Too many requests: `Too many requests. Please try again in N minutes.`"),
      headers: {
        "Retry-After": { schema: { type: "integer" }, description: "Seconds until the limit resets" },
      },
    };
  }
  return result;
}

function description(spec: RouteDoc): string {
  const parts = [`**Access:** ${accessText(spec.access)}`];
  if (spec.description) parts.push(spec.description);
  if (spec.rateLimited) parts.push("**Rate limited:** over the limit it answers 429 with `Retry-After`.");
  if (spec.specStatusNote) parts.push(`**Success status:** ${spec.specStatusNote}`);
  return parts.join("\n\n");
}

function security(access: RouteAccess): RouteConfig["security"] {
  if (access === "public") return [];
  if (access === "optional") return [{}, { [BEARER]: [] }];
  return [{ [BEARER]: [] }];
}

const INFO_DESCRIPTION = `The API of ${SITE_NAME}: scholarships, internships, training and jobs; content; visitors' submissions; accounts; donations.

- **Base path:** every path below is under \`${API_PREFIX}\`.
- **Authentication:** \`Authorization: Bearer <token>\` from \`POST /users/login\`. Tokens are short-lived and revoked on logout, password change and deactivation.
- **Errors** answer \`{ message }\`; validation errors (400) add \`issues\` with the failing fields. 401 missing/invalid token, 403 wrong role or owner, 404 missing row, 409 duplicate, 413 too large, 429 too many requests (with \`Retry-After\`).
- **Success statuses** follow the spec's section 7, except that a GET, PUT or DELETE never answers 201 (only a request that creates something does); each route where that differs from the spec says so.`;

/** The OpenAPI document of the given route definitions (lib/route.ts), in their order. */
export function buildOpenApiDocument(routes: readonly RouteDoc[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", BEARER, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  for (const spec of routes) {
    registry.registerPath({
      method: spec.method,
      path: toOpenApiPath(spec.path),
      tags: [spec.tag],
      summary: spec.summary,
      description: description(spec),
      security: security(spec.access),
      request: requestBody(spec),
      responses: responses(spec),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: `${SITE_NAME} API`, version: "1.0.0", description: INFO_DESCRIPTION },
    servers: [{ url: API_PREFIX }],
  });
}
