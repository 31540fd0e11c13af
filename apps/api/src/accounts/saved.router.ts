// Saved opportunities of the signed-in account; every answer is the whole list, newest first.
import {
  apiPaths,
  MEMBER_ACCOUNT_MESSAGES,
  SAVED_OPPORTUNITIES,
  savedListSchema,
  savedMergeResponseSchema,
  savedMergeSchema,
  savedParamsSchema,
  savedRefSchema,
  savedWriteResponseSchema,
} from "@btw/contracts";
import { readerLanguage } from "../lib/content-language.ts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { addSaved, listSaved, mergeSaved, removeSaved } from "./saved.service.ts";

const tag = "My account";

export const savedRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.accountSaved,
    tag,
    summary: "My saved opportunities",
    description:
      "Newest first, each with `kind`, `id`, `title`, `deadline`, `savedAt` and the `item` as its kind's public answer shapes it, in the reader's language (the site's language header, else Accept-Language) where the listing has a version in it. Listings no longer approved are left out.",
    access: "signed-in",
    response: { status: 200, description: "The saved list", schema: savedListSchema },
    handler: async ({ ctx, user, req, res }) => ({
      saved: await listSaved(ctx, user.id, readerLanguage(req, res, undefined)),
    }),
  }),
  defineRoute({
    method: "post",
    path: apiPaths.accountSaved,
    tag,
    summary: "Save an opportunity",
    description: `\`{ kind, id }\` of a public listing (404 otherwise). Saving one twice changes nothing; at most ${SAVED_OPPORTUNITIES.max} (409).`,
    access: "signed-in",
    request: { body: savedRefSchema },
    response: { status: 201, description: "`Saved` and the whole list", schema: savedWriteResponseSchema },
    errors: { 404: MEMBER_ACCOUNT_MESSAGES.notSaveable, 409: MEMBER_ACCOUNT_MESSAGES.tooManySaved },
    rateLimit: { before: [limiters.saved] },
    handler: async ({ ctx, user, body, req, res }) => ({
      message: MEMBER_ACCOUNT_MESSAGES.saved,
      saved: await addSaved(ctx, user.id, body, readerLanguage(req, res, undefined)),
    }),
  }),
  defineRoute({
    method: "delete",
    path: `${apiPaths.accountSaved}/:kind/:id`,
    tag,
    summary: "Remove a saved opportunity",
    description: "Removing one that is not saved changes nothing.",
    access: "signed-in",
    request: { params: savedParamsSchema },
    response: { status: 200, description: "The whole list", schema: savedWriteResponseSchema },
    rateLimit: { before: [limiters.saved] },
    handler: async ({ ctx, user, params, req, res }) => ({
      message: MEMBER_ACCOUNT_MESSAGES.unsaved,
      saved: await removeSaved(ctx, user.id, params, readerLanguage(req, res, undefined)),
    }),
  }),
  defineRoute({
    method: "post",
    path: apiPaths.accountSavedMerge,
    tag,
    summary: "Move the browser's saved list into the account",
    description: `\`{ items: [{ kind, id, savedAt? }] }\` (at most ${SAVED_OPPORTUNITIES.max}), as the browser kept them before sign-in. Public listings not saved yet are added; unknown, non-public and already saved ones are skipped, never refused.`,
    access: "signed-in",
    request: { body: savedMergeSchema },
    response: {
      status: 200,
      description: "The whole list, with how many were added and skipped",
      schema: savedMergeResponseSchema,
    },
    rateLimit: { before: [limiters.saved] },
    handler: ({ ctx, user, body, req, res }) =>
      mergeSaved(ctx, user.id, body.items, readerLanguage(req, res, undefined)),
  }),
];
