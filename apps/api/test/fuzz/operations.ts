// The operations of the API as its OpenAPI document describes them: what the fuzz suite drives.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: "get" | "post" | "put" | "delete" | "patch";
  /** OpenAPI path, e.g. /users/{id}. */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  /** Content type -> body schema, as documented. */
  bodies: Record<string, JsonSchema>;
  /** A page for people (HTML) or its form: its errors are pages too, not `{ message }`. */
  answersHtml: boolean;
  name: string;
}

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/** Whether any operation on this path answers a page (checkout and thank-you pages, their forms). */
function answersHtml(item: Record<string, OperationObject>): boolean {
  return Object.values(item).some((op) =>
    Object.values(op.responses ?? {}).some((response) =>
      Object.keys(response.content ?? {}).some((type) => type.startsWith("text/html")),
    ),
  );
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const bodies: Record<string, JsonSchema> = {};
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        bodies[type] = media.schema ?? {};
      }
      operations.push({
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
        query: parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        bodies,
        answersHtml: answersHtml(item),
        name: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return operations;
}

/** Follows `$ref`s into the document's components. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, "");
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}
