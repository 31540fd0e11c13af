// The routes of one moderated kind (spec section 7): list, paginate-*, create, get, update, delete,
// users-* history and *-approve. Thin: parse with the contracts' schemas, call the service, answer.
import {
  type ApproveBody,
  approveBodySchema,
  type IdParams,
  idParamsSchema,
  userSubmissionsQuerySchema,
} from "@btw/contracts";
import { type RequestHandler, Router } from "express";
import multer from "multer";
import type { AppContext } from "../context.ts";
import { type AuthUser, authenticate, requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import {
  createOpportunity,
  deleteOpportunity,
  getOpportunity,
  listOpportunities,
  listSubmissions,
  pageOpportunities,
  reviewOpportunity,
  updateOpportunity,
} from "./opportunity.service.ts";
import type { OpportunityKind, OpportunityPageQuery } from "./opportunity-kind.ts";

/** Kinds without a photo still take multipart forms (the old client sent FormData); files are refused. */
const formFieldsOnly: RequestHandler = multer({
  limits: { files: 0, fields: 40, fieldSize: 64 * 1024 },
}).none();

// requireAuth ran first on every route that reads this.
const actorOf = (user: AuthUser | undefined): AuthUser => user as AuthUser;

// biome-ignore lint/suspicious/noExplicitAny: routes are shared by kinds of different row and input types
export function opportunityRouter(ctx: AppContext, kind: OpportunityKind<any, any, any, any>): Router {
  const router = Router();
  const optionalUser = authenticate(ctx);
  const signedIn = requireAuth(ctx);
  const form = kind.hasPhoto ? uploadSingle("photo1", "image") : formFieldsOnly;
  const { collection, paginate, userHistory, approve } = kind.paths;
  const one = `${collection}/:id`;

  router.get(collection, optionalUser, validate({ query: kind.schemas.list }), async (req, res) => {
    const items = await listOpportunities(ctx, kind, req.query as unknown as OpportunityPageQuery, req.user);
    res.json({ [kind.listKey]: items });
  });

  router.get(paginate, optionalUser, validate({ query: kind.schemas.page }), async (req, res) => {
    const { items, ...meta } = await pageOpportunities(
      ctx,
      kind,
      req.query as unknown as OpportunityPageQuery,
      req.user,
    );
    res.json({ [kind.listKey]: items, ...meta });
  });

  router.post(collection, signedIn, form, validate({ body: kind.schemas.input }), async (req, res) => {
    const { item, message } = await createOpportunity(ctx, kind, actorOf(req.user), req.body, req.file);
    res.status(201).json({ message, [kind.entity]: item });
  });

  router.get(one, optionalUser, validate({ params: idParamsSchema }), async (req, res) => {
    const { id } = req.params as unknown as IdParams;
    res.json({ [kind.entity]: await getOpportunity(ctx, kind, id, req.user) });
  });

  router.put(
    one,
    signedIn,
    form,
    validate({ params: idParamsSchema, body: kind.schemas.update }),
    async (req, res) => {
      const { id } = req.params as unknown as IdParams;
      const item = await updateOpportunity(ctx, kind, actorOf(req.user), id, req.body, req.file);
      res.json({ message: "Change saved successfully", [kind.entity]: item });
    },
  );

  router.delete(one, signedIn, validate({ params: idParamsSchema }), async (req, res) => {
    const { id } = req.params as unknown as IdParams;
    await deleteOpportunity(ctx, kind, actorOf(req.user), id);
    res.json({ message: "Delete successful!" });
  });

  router.get(
    `${userHistory}/:id`,
    signedIn,
    validate({ params: idParamsSchema, query: userSubmissionsQuerySchema }),
    async (req, res) => {
      const { id } = req.params as unknown as IdParams;
      const paging = req.query as unknown as { page: number; limit: number };
      res.json({ [kind.listKey]: await listSubmissions(ctx, kind, actorOf(req.user), id, paging) });
    },
  );

  router.put(
    `${approve}/:id`,
    requireAuth(ctx, "admin"),
    validate({ params: idParamsSchema, body: approveBodySchema }),
    async (req, res) => {
      const { id } = req.params as unknown as IdParams;
      const { item, message } = await reviewOpportunity(
        ctx,
        kind,
        actorOf(req.user),
        id,
        req.body as ApproveBody,
      );
      res.json({ message, [kind.entity]: item });
    },
  );

  return router;
}
