// The console's own list tools: content lists for the console, bulk actions on selected rows, the
// trash, the inboxes' read state and the count of new notices (sorting and search are in
// list-queries.ts). The API and the web read these same tables.
import { z } from "zod";
import { paginationMetaSchema, REJECT_REASON_REQUIRED, reviewReasonSchema } from "./common.ts";
import { MAX_PAGE_LIMIT } from "./constants.ts";
import { blogSchema, resourceSchema, teamMemberSchema, testimonialSchema } from "./content.ts";
import { idSchema, wholeNumber } from "./input-rules.ts";
import { adminListQuery } from "./list-queries.ts";
import type { Action } from "./permissions.ts";

/** The inboxes that keep read/unread. */
const readFilterSchema = z.enum(["all", "unread", "read"]).default("all");
const inboxListQuery = (list: "feedbacks" | "contactMessages" | "resumes") =>
  adminListQuery(list).extend({ read: readFilterSchema });
export const feedbackListQuerySchema = inboxListQuery("feedbacks");
export const contactMessageListQuerySchema = inboxListQuery("contactMessages");
export const resumeListQuerySchema = inboxListQuery("resumes");

export const readInputSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });

// ---- Content lists for the console (the public lists stay as they are) ------------------------

export const adminContentLists = ["blogs", "resources", "testimonials", "teams"] as const;
export type AdminContentList = (typeof adminContentLists)[number];
/** Each content list's query: page, search and sort; resources also by category. */
export const adminContentQuerySchemas = {
  blogs: adminListQuery("blogs"),
  resources: adminListQuery("resources").extend({ category: wholeNumber(1, 99, "category").optional() }),
  testimonials: adminListQuery("testimonials"),
  teams: adminListQuery("teams"),
} as const;
const contentPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item) }).extend(paginationMetaSchema.shape);
export const adminContentPageSchemas = {
  blogs: contentPage(blogSchema),
  resources: contentPage(resourceSchema),
  testimonials: contentPage(testimonialSchema),
  teams: contentPage(teamMemberSchema),
} as const;

// ---- Bulk actions and the trash ----------------------------------------------------------------

/** The lists whose rows go to the trash when deleted, and who may delete and restore them. */
export const TRASH_LISTS = {
  feedbacks: "feedback.read",
  contactMessages: "contactMessage.read",
  resumes: "resume.read",
  subscribers: "subscriber.manage",
  blogs: "content.manage",
  resources: "content.manage",
  testimonials: "content.manage",
  teams: "content.manage",
  // The opportunity kinds (contracts' kind registry keys): a deletion goes to the trash as for content.
  scholarships: "opportunity.edit",
  internships: "opportunity.edit",
  training: "opportunity.edit",
  jobs: "opportunity.edit",
} as const satisfies Record<string, Action>;
export type TrashList = keyof typeof TRASH_LISTS;
const trashListSchema = z.enum(Object.keys(TRASH_LISTS) as [TrashList, ...TrashList[]]);

/** Deleted rows can be restored this long; after it they are purged with their files. */
export const TRASH_KEEP_DAYS = 30;

/** Selected rows: 1 to 100 ids, each once. */
export const bulkIdsSchema = z.object({
  ids: z
    .array(idSchema, { error: "ids must be a list of ids" })
    .min(1, { message: "Select at least one row" })
    .max(MAX_PAGE_LIMIT, { message: `Select at most ${MAX_PAGE_LIMIT} rows` })
    .transform((ids) => [...new Set(ids)]),
});
/** Selected submissions rejected together: the ids as above and one reason, required as for a single reject. */
export const bulkRejectSchema = bulkIdsSchema
  .extend({ reason: reviewReasonSchema })
  .transform(({ ids, reason }, issues) => {
    if (reason) return { ids, reason };
    issues.addIssue({ code: "custom", path: ["reason"], message: REJECT_REASON_REQUIRED });
    return z.NEVER;
  });
export type BulkReject = z.input<typeof bulkRejectSchema>;
export const bulkResultSchema = z.object({
  message: z.string(),
  /** Rows acted on; ids that no longer exist (or, for reject, no longer wait for review) are skipped. */
  done: z.number().int(),
  skipped: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const trashQuerySchema = adminListQuery("trash").extend({ list: trashListSchema.optional() });
export const trashItemSchema = z.object({
  id: z.number().int(),
  list: trashListSchema,
  entityId: z.number().int(),
  title: z.string(),
  deletedByName: z.string(),
  deletedAt: z.string(),
  /** When it will be purged. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashPageSchema = z
  .object({ data: z.array(trashItemSchema) })
  .extend(paginationMetaSchema.shape);

// ---- New notices ----------------------------------------------------------------------------

/** What the console counts as new since a staff member last looked, and who may see each count. */
export const NOTICE_KINDS = {
  submissions: "opportunity.approve",
  donations: "donation.read",
  feedbacks: "feedback.read",
  resumes: "resume.read",
  contactMessages: "contactMessage.read",
} as const satisfies Record<string, Action>;
export type NoticeKind = keyof typeof NOTICE_KINDS;
export const noticeCountsSchema = z.object({
  total: z.number().int(),
  since: z.string().nullable(),
  counts: z.partialRecord(
    z.enum(Object.keys(NOTICE_KINDS) as [NoticeKind, ...NoticeKind[]]),
    z.number().int(),
  ),
});
export type NoticeCounts = z.infer<typeof noticeCountsSchema>;

export const adminListPaths = {
  contentList: "/admin/lists",
  bulkDelete: "/admin/bulk-delete",
  bulkApprove: "/admin/bulk-approve",
  bulkReject: "/admin/bulk-reject",
  trash: "/admin/trash",
  notices: "/admin/notices",
} as const;
