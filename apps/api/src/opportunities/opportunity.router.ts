// The routes of one moderated kind (spec section 7): list, paginate-*, create, get, update, delete,
// users-* history and *-approve. Thin: the contracts' schemas parse, the service decides, and each
// definition also documents the route (lib/route.ts).
import {
  approveBodySchema,
  idParamsSchema,
  messageResponseSchema,
  paginationMetaSchema,
  REJECT_REASON_REQUIRED,
  readerLanguageQuery,
  userSubmissionsQuerySchema,
} from "@btw/contracts";
import type { RequestHandler } from "express";
import multer from "multer";
import { z } from "zod";
import { inReaderLanguage, readerLanguage } from "../lib/content-language.ts";
import { limiters } from "../lib/rate-limit.ts";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import { FILTER_COUNT_CAP } from "./list-engine.ts";
import {
  countOpportunityFilters,
  createOpportunity,
  deleteOpportunity,
  getOpportunity,
  listOpportunities,
  listSubmissions,
  pageOpportunities,
  reviewOpportunity,
  updateOpportunity,
} from "./opportunity.service.ts";
import type { OpportunityKind } from "./opportunity-kind.ts";
import { notifyStaffOfSubmission } from "./review-mail.ts";

/** Kinds without a photo still take multipart forms (the old client sent FormData); files are refused. */
const formFieldsOnly: RequestHandler = multer({
  limits: { files: 0, fields: 40, fieldSize: 64 * 1024 },
}).none();

const VISIBILITY =
  "`lang` (en, am, om; else Accept-Language) answers each translatable field in the reader's version when one exists, else the original, and `fieldLanguages` says which. Visitors see approved items whose deadline has not passed (a deadline counts until the end of that day, UTC); a role allowed `opportunity.edit` may ask for any `status`. Members find their own pending items through `users-*/{id}`.";

// biome-ignore lint/suspicious/noExplicitAny: routes are shared by kinds of different row and input types
export function opportunityRoutes(kind: OpportunityKind<any, any, any, any>): DefinedRoute[] {
  const { collection, paginate, userHistory, approve } = kind.paths;
  const one = `${collection}/:id`;
  const tag = kind.label === "Training" ? "Training" : `${kind.label}s`;
  const plural = kind.listKey;
  const item = kind.schemas.item;
  const saved = messageResponseSchema.extend({ [kind.entity]: item });
  const list = z.object({ [kind.listKey]: z.array(item) });
  const form = () => [kind.hasPhoto ? uploadSingle("photo1", "image") : formFieldsOnly];
  const bodyType = kind.hasPhoto
    ? ({ bodyType: "multipart", files: ["photo1"] } as const)
    : ({ bodyType: "form" } as const);

  return [
    defineRoute({
      method: "get",
      path: collection,
      tag,
      summary: `List ${plural}`,
      description: `${VISIBILITY} Answers under \`${kind.listKey}\`.`,
      access: "optional",
      cache: "public-unless-signed-in",
      request: { query: kind.schemas.list },
      response: { status: 200, description: `The ${plural}`, schema: list },
      handler: async ({ ctx, user, query, req, res }) => ({
        [kind.listKey]: inReaderLanguage(
          kind.listKey,
          await listOpportunities(ctx, kind, query, user),
          readerLanguage(req, res, query.lang),
        ),
      }),
    }),
    defineRoute({
      method: "get",
      path: paginate,
      tag,
      summary: `One page of ${plural}`,
      description: `${VISIBILITY} \`page\` starts at 1, \`limit\` is at most 100, \`sort\` is \`newest\`, \`deadline\` or \`closing-soon\` (staff also \`oldest\`, \`deadline-desc\`, \`title\`, \`title-desc\`; undated items come last in both deadline orders); filtering and counting happen in the database.`,
      access: "optional",
      cache: "public-unless-signed-in",
      request: { query: kind.schemas.page },
      response: {
        status: 200,
        description: "The page and its counts",
        schema: list.extend(paginationMetaSchema.shape),
      },
      handler: async ({ ctx, user, query, req, res }) => {
        const { items, ...meta } = await pageOpportunities(ctx, kind, query, user);
        return {
          [kind.listKey]: inReaderLanguage(kind.listKey, items, readerLanguage(req, res, query.lang)),
          ...meta,
        };
      },
    }),
    defineRoute({
      method: "get",
      path: kind.paths.filterCounts,
      tag,
      summary: `Counts beside the filters of ${plural}`,
      description: `For each filter of the public list, how many open ${plural} each of its values would list, with \`q\` and the other filters asked for applied (the same parameters as \`${paginate}\`; \`sort=closing-soon\` keeps to its window, as the list does; paging, the other orders and \`status\` are ignored). Counted in the database over at most ${FILTER_COUNT_CAP.toLocaleString("en")} matching items; beyond, \`countCapped\` is true and each count a floor. Values no open item has are left out.`,
      access: "public",
      cache: "public",
      request: { query: kind.schemas.page },
      response: {
        status: 200,
        description: "Each filter's values and their counts",
        schema: kind.schemas.filterCounts,
      },
      handler: ({ ctx, query }) => countOpportunityFilters(ctx, kind, query),
    }),
    defineRoute({
      method: "post",
      path: collection,
      tag,
      summary: `Create a ${kind.entity}`,
      description:
        "A role allowed `opportunity.edit` publishes at once (`Register successful!`); a member's submission waits for approval (status `pending`) and staff are emailed, unless an admin turned on auto-approval for the account (then it is `approved` at once). A member whose email is not verified yet gets 403. List fields accept a JSON-encoded list string in forms.",
      access: "opportunity.submit",
      request: { body: kind.schemas.input, ...bodyType },
      response: { status: 201, description: "The message and the saved item", schema: saved },
      rateLimit: { before: [limiters.submission, limiters.accountUploads] },
      middleware: form,
      handler: async ({ ctx, user, body, req }) => {
        const { item, message } = await createOpportunity(ctx, kind, user, body, req.file);
        await notifyStaffOfSubmission(ctx, kind, item, user);
        return { message, [kind.entity]: item };
      },
    }),
    defineRoute({
      method: "get",
      path: one,
      tag,
      summary: `Get a ${kind.entity}`,
      description:
        "Pending and rejected items are visible to roles allowed `opportunity.edit` and to the member who submitted them only.",
      access: "optional",
      cache: "public-unless-signed-in",
      request: { params: idParamsSchema, query: z.object(readerLanguageQuery) },
      response: { status: 200, description: "The item", schema: z.object({ [kind.entity]: item }) },
      handler: async ({ ctx, user, params, query, req, res }) => {
        const found = await getOpportunity(ctx, kind, params.id, user);
        const [shown] = inReaderLanguage(kind.listKey, [found], readerLanguage(req, res, query.lang));
        return { [kind.entity]: shown };
      },
    }),
    defineRoute({
      method: "put",
      path: one,
      tag,
      summary: `Update a ${kind.entity}`,
      description:
        "A role allowed `opportunity.edit` may update any item; a member only their own, which then waits for approval again (staff are emailed), or stays approved when the account has auto-approval. This is how a member edits and resubmits a rejected listing.",
      access: "opportunity.submit",
      request: { params: idParamsSchema, body: kind.schemas.update, ...bodyType },
      response: { status: 200, description: "`Change saved successfully` and the item", schema: saved },
      rateLimit: { before: [limiters.accountUploads] },
      middleware: form,
      handler: async ({ ctx, user, params, body, req }) => {
        const item = await updateOpportunity(ctx, kind, user, params.id, body, req.file);
        await notifyStaffOfSubmission(ctx, kind, item, user, "resubmitted");
        return { message: "Change saved successfully", [kind.entity]: item };
      },
    }),
    defineRoute({
      method: "delete",
      path: one,
      tag,
      summary: `Delete a ${kind.entity}`,
      description: "A role allowed `opportunity.edit` may delete any item; a member only their own.",
      access: "opportunity.submit",
      request: { params: idParamsSchema },
      response: { status: 200, description: "`Delete successful!`", schema: messageResponseSchema },
      handler: async ({ ctx, user, params }) => {
        await deleteOpportunity(ctx, kind, user, params.id);
        return { message: "Delete successful!" };
      },
    }),
    defineRoute({
      method: "get",
      path: `${userHistory}/:id`,
      tag,
      summary: `A user's ${plural} submissions`,
      description:
        "Every item the user `{id}` submitted, in any status. A member may read only their own history; a role allowed `opportunity.history` anyone's.",
      access: "opportunity.submit",
      request: { params: idParamsSchema, query: userSubmissionsQuerySchema },
      response: { status: 200, description: "The user's items", schema: list },
      handler: async ({ ctx, user, params, query }) => ({
        [kind.listKey]: await listSubmissions(ctx, kind, user, params.id, query),
      }),
    }),
    defineRoute({
      method: "put",
      path: `${approve}/:id`,
      tag,
      summary: `Approve or reject a ${kind.entity}`,
      description: `The body decides. The ${kind.entity} object itself, as spec section 7's client sends it (it carries the item's \`id\`), approves whatever its earlier state, pending or rejected; its other fields are ignored and change nothing. Otherwise \`{ "status": "rejected", "reason": "..." }\` rejects (without a reason it answers 400 \`${REJECT_REASON_REQUIRED}\`), and anything else approves: \`{ "status": "approved" }\` or an empty body. The submitter is told by email.`,
      access: "opportunity.approve",
      request: { params: idParamsSchema, body: approveBodySchema },
      response: {
        status: 200,
        description: "`Approved successfully!` (or `Rejected`) and the item",
        schema: saved,
      },
      handler: async ({ ctx, user, params, body }) => {
        const { item, message } = await reviewOpportunity(ctx, kind, user, params.id, body);
        return { message, [kind.entity]: item };
      },
    }),
  ];
}
