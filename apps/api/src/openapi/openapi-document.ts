// Builds the OpenAPI 3.1 document from the route definitions (lib/route.ts) and their zod schemas.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { API_COMPONENT_SCHEMAS, API_PREFIX, rolesFor, SITE_NAME } from "@btw/contracts";
import { ZodObject, ZodPipe, type ZodType, z } from "zod";
import type { RouteAccess, RouteDoc } from "../lib/route.ts";
import { referToComponents } from "./refer-to-components.ts";
import { withRequestExamples } from "./request-examples.ts";

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

const BEARER = "bearerAuth";
const errorSchema = API_COMPONENT_SCHEMAS.Error;
const locationSchema = z.object({ location: z.string().meta({ description: "Where the link leads" }) });

const ACCESS = {
  public: "Public.",
  optional: "Public; a bearer token, when sent, may show more (staff see every status).",
  "signed-in": "Needs a bearer token (any role; object rules below may still answer 403).",
} as const;

/** The "who may call" line, read from the permission table for an action. */
function accessText(access: RouteAccess): string {
  if (access in ACCESS) return ACCESS[access as keyof typeof ACCESS];
  const roles = rolesFor(access as Exclude<RouteAccess, keyof typeof ACCESS>).map(
    (role) => `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`,
  );
  return `Needs a bearer token of ${roles.join(" or ")} (permission \`${access}\`).`;
}

/** Express `/users/:id` -> OpenAPI `/users/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * Every operation's name, from its method and path: `get /users/:id` is `getUsersById`,
 * `put /scholarship-approve/:id` is `putScholarshipApproveById`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .flatMap((segment) =>
      segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

/** Adds the optional file fields of a multipart form to its schema, as binary strings. */
function withFiles(schema: ZodType | undefined, files: readonly string[] | undefined): ZodType | undefined {
  if (!files?.length) return schema;
  const fileFields = Object.fromEntries(
    files.map((name) => [name, z.string().meta({ format: "binary", description: "A file" }).optional()]),
  );
  if (!schema) return z.object(fileFields);
  // The fields and the files side by side, so the fields keep their component name ($ref).
  return schema instanceof ZodObject ? z.intersection(schema, z.object(fileFields)) : schema;
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
  let content:
    | Record<string, { schema: ZodType | { type: "object"; description: string }; example?: unknown }>
    | undefined;
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
    const example = request.example ? { example: request.example } : {};
    content = Object.fromEntries(types.map((contentType) => [contentType, { schema: body, ...example }]));
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
  const { status, description, schema, contentType = "application/json", also = {} } = spec.response;
  const redirect = (text: string) => ({
    description: text,
    headers: { Location: { schema: { type: "string" as const }, description: "Where to go next" } },
  });
  const result: RouteConfig["responses"] = {};
  if (status === 303) {
    result[200] = {
      description: "A client that asks for JSON (`Accept: application/json`) is told where the link leads",
      content: { "application/json": { schema: locationSchema } },
    };
    result[303] = redirect(description);
  } else {
    result[status] = {
      description,
      content: { [contentType]: { schema: schema ?? { type: "string" as const } } },
    };
  }
  for (const [code, text] of Object.entries(also)) {
    result[Number(code)] =
      code === "303"
        ? redirect(text)
        : {
            description: text,
            content: { [contentType]: { schema: schema ?? { type: "string" as const } } },
          };
  }
  const hasInput = Boolean(spec.request?.params || spec.request?.query || spec.request?.body);
  result[400] = error(
    hasInput
      ? "Invalid input: `message` names the first failing field, `issues` lists them all"
      : "The request could not be read (a malformed JSON or form body)",
  );
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
  result["5XX"] = error("Something failed on the server's side (503 while the database cannot be reached)");
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

/** The document listing every deliberate difference from the specification, in the repository. */
const SPEC_DIFFERENCES = "docs/spec-differences.md";

/** The API's terms: the repository carries no open-source licence, so the document claims none. */
const LICENSE = {
  name: `Proprietary: all rights reserved by ${SITE_NAME}`,
  identifier: "LicenseRef-Proprietary",
};

const INFO_DESCRIPTION = `The API of ${SITE_NAME}: scholarships, internships, training and jobs; content; visitors' submissions; accounts; donations.

- **Base path:** every path below is under \`${API_PREFIX}\`.
- **Authentication:** \`Authorization: Bearer <token>\` from \`POST /users/login\`. Tokens are short-lived and revoked on logout, password change and deactivation.
- **Errors** answer \`{ message }\`; validation errors (400) add \`issues\` with the failing fields. 401 missing/invalid token, 403 wrong role or owner, 404 missing row, 409 duplicate, 413 too large, 429 too many requests (with \`Retry-After\`).
- **Success statuses** follow the spec's section 7, except that a GET, PUT or DELETE never answers 201 (only a request that creates something does); each route where that differs from the spec says so.
- **Links opened from emails** answer a browser with a redirect (303); a client that sends \`Accept: application/json\` gets 200 \`{ location }\` instead.
- **Where this API differs from the specification on purpose** (reads that need a token, statuses, validation, page sizes, optional fields, phone numbers), each with its reason: \`${SPEC_DIFFERENCES}\` in the source repository.`;

/** The named shapes of contracts (API_COMPONENT_SCHEMAS) as the generator writes them inline. */
function componentSchemas(): Record<string, unknown> {
  const registry = new OpenAPIRegistry();
  const names = Object.keys(API_COMPONENT_SCHEMAS) as Array<keyof typeof API_COMPONENT_SCHEMAS>;
  for (const name of names) {
    registry.registerPath({
      method: "get",
      path: `/${name}`,
      responses: {
        200: { description: name, content: { "application/json": { schema: API_COMPONENT_SCHEMAS[name] } } },
      },
    });
  }
  const { paths = {} } = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: "components", version: "1" },
  });
  const inline = (name: string) => {
    const answer = paths[`/${name}`]?.get?.responses?.[200] as
      | { content?: Record<string, { schema?: unknown }> }
      | undefined;
    return answer?.content?.["application/json"]?.schema;
  };
  return Object.fromEntries(names.map((name) => [name, inline(name)]));
}

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
      operationId: operationIdOf(spec.method, spec.path),
      tags: [spec.tag],
      summary: spec.summary,
      description: description(spec),
      security: security(spec.access),
      request: requestBody(spec),
      responses: responses(spec),
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: `${SITE_NAME} API`,
      version: "1.0.0",
      description: INFO_DESCRIPTION,
      license: LICENSE,
    },
    servers: [{ url: API_PREFIX }],
  });
  referToComponents(document, componentSchemas());
  return withRequestExamples(document);
}
