import {
  apiPaths,
  idParamsSchema,
  RESOURCE_CATEGORIES,
  resourceInputSchema,
  resourceListSchema,
  resourceResponseSchema,
  resourceSavedSchema,
  resourcesByCategoryQuerySchema,
  resourcesByTypeQuerySchema,
  resourceUpdateSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { inReaderLanguage, readerLanguage } from "../lib/content-language.ts";
import { defineRoute } from "../lib/route.ts";
import { managedContentRoutes } from "../routes/managed-content.ts";
import { requireFile } from "../uploads/uploads.ts";
import {
  createResource,
  deleteResource,
  getResource,
  listResourcesByCategory,
  listResourcesByType,
  updateResource,
} from "./resources.service.ts";

const tag = "Resources";
const categoryCodes = Object.entries(RESOURCE_CATEGORIES)
  .map(([code, label]) => `${code} = ${label}`)
  .join(", ");

export const resourcesRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.resourcesByType,
    tag,
    summary: "Resources of one type",
    description: "`types` is a resource type slug, e.g. `resume-sample`, `toefl`.",
    access: "public",
    cache: "public",
    request: { query: resourcesByTypeQuerySchema },
    response: { status: 200, description: "Under `resources`", schema: resourceListSchema },
    handler: async ({ ctx, query, req, res }) => ({
      resources: inReaderLanguage(
        "resources",
        await listResourcesByType(ctx, query.types),
        readerLanguage(req, res, query.lang),
      ),
    }),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.resourcesByCategory,
    tag,
    summary: "Resources of one category",
    description: `Category codes: ${categoryCodes}. The self-development page uses 4.`,
    access: "public",
    cache: "public",
    request: { query: resourcesByCategoryQuerySchema },
    response: { status: 200, description: "Under `resources`", schema: resourceListSchema },
    handler: async ({ ctx, query, req, res }) => ({
      resources: inReaderLanguage(
        "resources",
        await listResourcesByCategory(ctx, query.category),
        readerLanguage(req, res, query.lang),
      ),
    }),
  }),
  defineRoute({
    method: "get",
    path: `${apiPaths.resources}/:id`,
    tag,
    summary: "Get a resource",
    access: "public",
    cache: "public",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The resource", schema: resourceResponseSchema },
    handler: async ({ ctx, params }) => ({ resource: await getResource(ctx, params.id) }),
  }),
  ...managedContentRoutes({
    tag,
    path: apiPaths.resources,
    noun: "resource",
    key: "resource",
    file: { field: "resource_files", kind: "resource", required: true },
    input: resourceInputSchema,
    update: resourceUpdateSchema,
    saved: resourceSavedSchema,
    createdMessage: SUCCESS_MESSAGES.created,
    create: (ctx, actorId, input, file) =>
      createResource(ctx, actorId, input, requireFile(file, "resource_files")),
    change: updateResource,
    remove: deleteResource,
  }),
];
