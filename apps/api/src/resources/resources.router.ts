import {
  apiPaths,
  idParamsSchema,
  type ResourceType,
  resourceInputSchema,
  resourcesByCategoryQuerySchema,
  resourcesByTypeQuerySchema,
  resourceUpdateSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { requireFile, uploadSingle } from "../uploads/uploads.ts";
import {
  createResource,
  deleteResource,
  getResource,
  listResourcesByCategory,
  listResourcesByType,
  updateResource,
} from "./resources.service.ts";

const FILE_FIELD = "resource_files";
const byId = `${apiPaths.resources}/:id`;

export function resourcesRouter(ctx: AppContext): Router {
  const router = Router();
  const staff = requireAuth(ctx, "admin", "editor");

  router.get(apiPaths.resourcesByType, validate({ query: resourcesByTypeQuerySchema }), async (req, res) => {
    res.json({ resources: await listResourcesByType(ctx, req.query.types as ResourceType) });
  });

  router.get(
    apiPaths.resourcesByCategory,
    validate({ query: resourcesByCategoryQuerySchema }),
    async (req, res) => {
      res.json({ resources: await listResourcesByCategory(ctx, Number(req.query.category)) });
    },
  );

  router.get(byId, validate({ params: idParamsSchema }), async (req, res) => {
    res.json({ resource: await getResource(ctx, Number(req.params.id)) });
  });

  router.post(
    apiPaths.resources,
    staff,
    uploadSingle(FILE_FIELD, "resource"),
    validate({ body: resourceInputSchema }),
    async (req, res) => {
      const resource = await createResource(ctx, req.user!.id, req.body, requireFile(req.file, FILE_FIELD));
      res.status(201).json({ message: SUCCESS_MESSAGES.created, resource });
    },
  );

  router.put(
    byId,
    staff,
    uploadSingle(FILE_FIELD, "resource"),
    validate({ params: idParamsSchema, body: resourceUpdateSchema }),
    async (req, res) => {
      const resource = await updateResource(ctx, req.user!.id, Number(req.params.id), req.body, req.file);
      res.json({ message: SUCCESS_MESSAGES.saved, resource });
    },
  );

  router.delete(byId, staff, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteResource(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
