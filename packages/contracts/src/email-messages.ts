// The admins' mail log: every message the app sends, with its delivery state.
import { z } from "zod";
import { isoDateString, optionalText, pageQuery, paginationMetaSchema } from "./common.ts";
import { sortParam } from "./list-queries.ts";

export const emailMessagePaths = {
  list: "/email-messages",
  /** + `/{id}/retry` */
  retry: (id: number | string) => `/email-messages/${id}/retry`,
} as const;

export const emailStatusSchema = z.enum(["queued", "sent", "failed"]);

export const emailMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: isoDateString.nullable(),
  createdAt: isoDateString,
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const emailMessagePageQuerySchema = pageQuery(20).extend({
  status: emailStatusSchema.optional(),
  q: optionalText(100),
  sort: sortParam("emailMessages"),
});
export const emailMessagePageSchema = z
  .object({ data: z.array(emailMessageSchema) })
  .extend(paginationMetaSchema.shape);
export type EmailMessagePage = z.infer<typeof emailMessagePageSchema>;
