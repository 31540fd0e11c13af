// "Report this listing": what a visitor sends, and the Reports inbox staff read. Reports may be
// anonymous; one person (an account, or a browser on an address) counts once per listing, and a
// listing reported by REPORT_HIDE_THRESHOLD (a server setting, 3 by default) different people is
// hidden from the public until staff review it.
import { z } from "zod";
import { isoDateString, optionalText, pageQuery, paginationMetaSchema } from "./common.ts";
import { idSchema } from "./input-rules.ts";
import { searchText } from "./list-queries.ts";
import { OPPORTUNITY_KINDS } from "./opportunity-kind-info.ts";

export const REPORT_REASONS = [
  "asks-for-money",
  "scam-or-fake",
  "misleading",
  "broken-link",
  "offensive",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const listingKindSchema = z.enum(OPPORTUNITY_KINDS, { error: "Choose a kind of listing" });

export const reportInputSchema = z.object({
  kind: listingKindSchema,
  id: idSchema,
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason" }),
  details: optionalText(1000, { multiline: true }),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const REPORT_MESSAGES = {
  received: "Thank you. Our team will review this listing.",
  hidden: "Listing hidden",
  unhidden: "Listing shown again",
  dismissed: "Reports dismissed",
} as const;

/** Open: waiting for staff; dismissed: staff found the listing fine; actioned: staff hid it. */
export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The inbox: reports of one status (open by default), and search text (`q`) in titles and details. */
export const reportListQuerySchema = pageQuery(20).extend({
  status: z.enum([...REPORT_STATUSES, "all"]).default("open"),
  q: searchText,
});
export type ReportListQuery = z.input<typeof reportListQuerySchema>;

/** One report as staff see it: never who sent it, only whether they were signed in. */
export const reportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  signedIn: z.boolean(),
  createdAt: isoDateString,
});

/** The inbox groups reports by listing: one row per reported listing. */
export const reportedListingSchema = z.object({
  kind: z.enum(OPPORTUNITY_KINDS),
  opportunityId: z.number().int(),
  /** null when the listing has been deleted since. */
  title: z.string().nullable(),
  /** The public page of the listing. */
  path: z.string(),
  /** Hidden from the public: by staff, or automatically by reports. */
  hidden: z.boolean(),
  hiddenBy: z.enum(["reports", "staff"]).nullable(),
  /** Different people whose reports have the asked status. */
  reporterCount: z.number().int(),
  lastReportedAt: isoDateString,
  /** The latest reports of that status (up to 20). */
  reports: z.array(reportSchema),
});
export type ReportedListing = z.infer<typeof reportedListingSchema>;

export const reportPageSchema = z
  .object({ data: z.array(reportedListingSchema) })
  .extend(paginationMetaSchema.shape);
export type ReportPage = z.infer<typeof reportPageSchema>;

/** `/reports/{kind}/{id}/hide` and the other actions on a reported listing. */
export const reportedListingParamsSchema = z.object({ kind: listingKindSchema, id: idSchema });

export const reportActionResponseSchema = z.object({
  message: z.string(),
  listing: reportedListingSchema.pick({ kind: true, opportunityId: true, hidden: true, hiddenBy: true }),
});
