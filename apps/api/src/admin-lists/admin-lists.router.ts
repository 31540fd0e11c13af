// The console's list tools: searched and sorted content lists, bulk delete, approve and reject of
// selected rows, the trash (restore or purge), read/unread on the inboxes and new-notice counts.
import {
  ADMIN_LIST_SORTS,
  type ApproveBody,
  adminContentLists,
  adminContentPageSchemas,
  adminContentQuerySchemas,
  adminListPaths,
  apiPaths,
  bulkIdsSchema,
  bulkRejectSchema,
  bulkResultSchema,
  idParamsSchema,
  messageResponseSchema,
  noticeCountsSchema,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
  REJECT_REASON_MAX,
  REVIEW_MESSAGES,
  readInputSchema,
  SUCCESS_MESSAGES,
  TRASH_KEEP_DAYS,
  TRASH_LISTS,
  type TrashList,
  trashItemSchema,
  trashPageSchema,
  trashQuerySchema,
} from "@btw/contracts";
import type { AppContext } from "../context.ts";
import type { AuthUser } from "../lib/auth.ts";
import { AppError } from "../lib/errors.ts";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { reviewOpportunity } from "../opportunities/opportunity.service.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { pageContentList } from "./content-lists.service.ts";
import { type Inbox, setRead } from "./inbox-read.service.ts";
import { countNotices, markNoticesSeen } from "./notices.service.ts";
import { moveToTrash, pageTrash, purgeFromTrash, restoreFromTrash, trashListsFor } from "./trash.service.ts";

const tag = "Admin lists";

/** Gone already: our 404, or Prisma's "record to delete does not exist". */
const isNotFound = (error: unknown) =>
  (error instanceof AppError && error.code === "not_found") || (error as { code?: string })?.code === "P2025";

/** Runs `act` on each id; ids already gone, or for which `act` answers false, are counted as skipped; any other error stops. */
async function eachId(ids: number[], act: (id: number) => Promise<unknown>) {
  let done = 0;
  let skipped = 0;
  for (const id of ids) {
    try {
      if ((await act(id)) === false) skipped += 1;
      else done += 1;
    } catch (error) {
      if (!isNotFound(error)) throw error;
      skipped += 1;
    }
  }
  return { done, skipped };
}

/** One kind's item reviewed as with a single review (audit entry, email to the submitter). */
const review = (ctx: AppContext, kind: OpportunityKind, user: AuthUser, id: number, decision: ApproveBody) =>
  // biome-ignore lint/suspicious/noExplicitAny: one call for kinds of different row types
  reviewOpportunity(ctx, API_OPPORTUNITY_KINDS[kind] as any, user, id, decision);

const contentListRoutes = adminContentLists.map((list) =>
  defineRoute({
    method: "get",
    path: `${adminListPaths.contentList}/${list}`,
    tag,
    summary: `Search and sort ${list} (console)`,
    description: `\`q\` searches; \`sort\` is one of ${ADMIN_LIST_SORTS[list].map((key) => `\`${key}\``).join(", ")}, with a leading \`-\` for descending; any other key answers 400.`,
    access: "content.manage",
    request: { query: adminContentQuerySchemas[list] },
    response: { status: 200, description: "One page", schema: adminContentPageSchemas[list] },
    handler: ({ ctx, query }) => pageContentList(ctx, list, query),
  }),
);

const bulkDeleteRoutes = (Object.keys(TRASH_LISTS) as TrashList[]).map((list) =>
  defineRoute({
    method: "post",
    path: `${adminListPaths.bulkDelete}/${list}`,
    tag,
    summary: `Delete selected ${list}`,
    description: `Moves the selected rows (\`ids\`, 1 to 100) to the trash, where they can be restored for ${TRASH_KEEP_DAYS} days. Ids no longer there are skipped.`,
    access: TRASH_LISTS[list],
    request: { body: bulkIdsSchema },
    response: { status: 200, description: "How many were deleted", schema: bulkResultSchema },
    handler: async ({ ctx, user, body }) => ({
      message: SUCCESS_MESSAGES.deleted,
      ...(await eachId(body.ids, (id) => moveToTrash(ctx, user.id, list, id))),
    }),
  }),
);

const bulkApproveRoutes = OPPORTUNITY_KINDS.map((kind) =>
  defineRoute({
    method: "post",
    path: `${adminListPaths.bulkApprove}/${kind}`,
    tag,
    summary: `Approve selected ${kind}`,
    description:
      "Approves the selected items (`ids`, 1 to 100); each submitter is told by email as with a single approval.",
    access: "opportunity.approve",
    request: { body: bulkIdsSchema },
    response: { status: 200, description: "How many were approved", schema: bulkResultSchema },
    handler: async ({ ctx, user, body }) => ({
      message: REVIEW_MESSAGES.approved,
      ...(await eachId(body.ids, (id) => review(ctx, kind, user, id, { status: "approved" }))),
    }),
  }),
);

const bulkRejectRoutes = OPPORTUNITY_KINDS.map((kind) =>
  defineRoute({
    method: "post",
    path: `${adminListPaths.bulkReject}/${kind}`,
    tag,
    summary: `Reject selected ${kind}`,
    description: `Rejects the selected items (\`ids\`, 1 to 100) with one \`reason\` (required, up to ${REJECT_REASON_MAX} characters); each submitter is told by email with the reason and the edit link, as with a single rejection. Ids no longer waiting for review, or gone, are skipped.`,
    access: "opportunity.approve",
    request: { body: bulkRejectSchema },
    response: { status: 200, description: "How many were rejected", schema: bulkResultSchema },
    handler: async ({ ctx, user, body }) => ({
      message: REVIEW_MESSAGES.rejected,
      ...(await eachId(body.ids, async (id) => {
        const row = await API_OPPORTUNITY_KINDS[kind].model(ctx.db).find(id);
        if (row?.status !== "pending") return false;
        return review(ctx, kind, user, id, { status: "rejected", reason: body.reason });
      })),
    }),
  }),
);

/** A member has no trash: 403 rather than an empty list. */
function assertHasTrash(role: Parameters<typeof trashListsFor>[0]) {
  if (trashListsFor(role).length === 0) throw new AppError("forbidden", "You have no access to the trash");
}

const trashRoutes = [
  defineRoute({
    method: "get",
    path: adminListPaths.trash,
    tag,
    summary: "The trash",
    description: `Deleted rows of the lists the caller may delete from (\`list\` narrows it), restorable for ${TRASH_KEEP_DAYS} days, then purged with their files.`,
    access: "signed-in",
    request: { query: trashQuerySchema },
    response: { status: 200, description: "One page of deleted rows", schema: trashPageSchema },
    handler: ({ ctx, user, query }) => {
      assertHasTrash(user.role);
      return pageTrash(ctx, user.role, query);
    },
  }),
  defineRoute({
    method: "post",
    path: `${adminListPaths.trash}/:id/restore`,
    tag,
    summary: "Restore a deleted row",
    access: "signed-in",
    request: { params: idParamsSchema },
    response: {
      status: 200,
      description: "`Restored` and the row as it was in the trash",
      schema: messageResponseSchema.extend({ item: trashItemSchema }),
    },
    errors: {
      404: "Not in the trash (or in a trash the caller may not see)",
      409: "Its id or address is taken again",
    },
    handler: async ({ ctx, user, params }) => {
      assertHasTrash(user.role);
      return { message: "Restored", item: await restoreFromTrash(ctx, user, params.id) };
    },
  }),
  defineRoute({
    method: "delete",
    path: `${adminListPaths.trash}/:id`,
    tag,
    summary: "Delete a row for good",
    access: "signed-in",
    request: { params: idParamsSchema },
    response: { status: 200, description: "`Delete successful!`", schema: messageResponseSchema },
    errors: { 404: "Not in the trash (or in a trash the caller may not see)" },
    handler: async ({ ctx, user, params }) => {
      assertHasTrash(user.role);
      await purgeFromTrash(ctx, user, params.id);
      return { message: SUCCESS_MESSAGES.deleted };
    },
  }),
];

const INBOXES = [
  { inbox: "feedbacks", path: apiPaths.feedbacks, action: "feedback.read" },
  { inbox: "contactMessages", path: apiPaths.contactMessages, action: "contactMessage.read" },
  { inbox: "resumes", path: apiPaths.resumes, action: "resume.read" },
] as const satisfies ReadonlyArray<{ inbox: Inbox; path: string; action: string }>;

const readRoutes = INBOXES.map(({ inbox, path, action }) =>
  defineRoute({
    method: "put",
    path: `${path}/:id/read`,
    tag,
    summary: `Mark one of ${inbox} read or unread`,
    access: action,
    request: { params: idParamsSchema, body: readInputSchema },
    response: { status: 200, description: "`Change saved successfully`", schema: messageResponseSchema },
    handler: async ({ ctx, params, body }) => {
      await setRead(ctx, inbox, params.id, body.read);
      return { message: SUCCESS_MESSAGES.saved };
    },
  }),
);

const noticeRoutes = [
  defineRoute({
    method: "get",
    path: adminListPaths.notices,
    tag,
    summary: "New notices",
    description:
      "Counts of what came in since the caller last marked notices seen (new submissions, paid donations, unread feedback, resumes and messages), only of the kinds the caller's role may see.",
    access: "statistics.read",
    response: { status: 200, description: "The counts", schema: noticeCountsSchema },
    handler: ({ ctx, user }) => countNotices(ctx, user),
  }),
  defineRoute({
    method: "put",
    path: `${adminListPaths.notices}/seen`,
    tag,
    summary: "Mark notices seen",
    access: "statistics.read",
    response: { status: 200, description: "`Change saved successfully`", schema: messageResponseSchema },
    handler: async ({ ctx, user }) => {
      await markNoticesSeen(ctx, user.id);
      return { message: SUCCESS_MESSAGES.saved };
    },
  }),
];

export const adminListRoutes: DefinedRoute[] = [
  ...contentListRoutes,
  ...bulkDeleteRoutes,
  ...bulkApproveRoutes,
  ...bulkRejectRoutes,
  ...trashRoutes,
  ...readRoutes,
  ...noticeRoutes,
];
