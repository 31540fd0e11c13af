// What the approval queue shows beside each waiting item so an admin decides without digging:
// who sent it, for which organisation, and its history (rejected before, edited since).
import { z } from "zod";
import { isoDateString } from "./common.ts";
import { idSchema } from "./input-rules.ts";
import { OPPORTUNITY_KINDS } from "./opportunity-kind-info.ts";

/** The most items one request asks about: one page of the queue. */
const REVIEW_CONTEXT_MAX_IDS = 50;

export const reviewContextQuerySchema = z.object({
  kind: z.enum(OPPORTUNITY_KINDS),
  /** Comma-separated ids, e.g. "12,15,31". */
  ids: z
    .string()
    .max(REVIEW_CONTEXT_MAX_IDS * 11)
    .transform((text): Array<string | number> => text.split(","))
    .pipe(z.array(idSchema).min(1).max(REVIEW_CONTEXT_MAX_IDS)),
});

export const reviewHistoryEntrySchema = z.object({
  action: z.string(),
  /** The name of who did it (kept on the entry), "" for the system. */
  actorName: z.string(),
  summary: z.string(),
  at: isoDateString,
});
export type ReviewHistoryEntry = z.infer<typeof reviewHistoryEntrySchema>;

export const reviewContextSchema = z.object({
  id: z.number().int(),
  submitter: z
    .object({
      id: z.number().int(),
      fullName: z.string(),
      email: z.string(),
      role: z.string(),
      organisation: z.string().nullable(),
      verifiedOrganisation: z.boolean(),
      /** Everything this person submitted, and how much of it was approved / rejected. */
      submissions: z.object({
        approved: z.number().int(),
        rejected: z.number().int(),
        pending: z.number().int(),
      }),
    })
    .nullable(),
  /** The organisation the item names (company) or, failing that, the submitter's. */
  organisation: z.string().nullable(),
  rejectedBefore: z.number().int(),
  lastRejection: z.object({ reason: z.string(), at: isoDateString }).nullable(),
  /** Changes saved since the last rejection (or since it was submitted, when never rejected). */
  editsSinceRejection: z.number().int(),
  /** Newest first, at most 20 entries. */
  history: z.array(reviewHistoryEntrySchema),
});
export type ReviewContext = z.infer<typeof reviewContextSchema>;
export const reviewContextListSchema = z.object({ contexts: z.array(reviewContextSchema) });
