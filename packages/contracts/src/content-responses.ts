// Response bodies of the content and submission writes, and the queries of their admin lists.
import { z } from "zod";
import { messageResponseSchema, pageQuery } from "./common.ts";
import { blogSchema, resourceSchema, teamMemberSchema, testimonialSchema } from "./content.ts";
import { safeString } from "./input-rules.ts";
import { adminListQuery, searchText } from "./list-queries.ts";
import { contactMessageSchema, feedbackSchema, resumeSchema } from "./submissions.ts";

export const testimonialResponseSchema = z.object({ testimonial: testimonialSchema });
export const testimonialSavedSchema = messageResponseSchema.extend(testimonialResponseSchema.shape);

const teamMemberResponseSchema = z.object({ team: teamMemberSchema });
export const teamMemberSavedSchema = messageResponseSchema.extend(teamMemberResponseSchema.shape);

export const blogSavedSchema = messageResponseSchema.extend({ blog: blogSchema });

export const resourceResponseSchema = z.object({ resource: resourceSchema });
export const resourceSavedSchema = messageResponseSchema.extend(resourceResponseSchema.shape);

export const feedbackResponseSchema = z.object({ feedback: feedbackSchema });
export const resumeResponseSchema = z.object({ resume: resumeSchema });
export const contactMessageResponseSchema = z.object({ contactMessage: contactMessageSchema });

export const subscriberListQuerySchema = adminListQuery("subscribers").extend({
  status: z.enum(["pending", "confirmed", "unsubscribed"]).optional(),
});
/** The audit log: newest first, one kind of record (`entity`), and search text (`q`). */
export const auditLogQuerySchema = pageQuery(50).extend({
  entity: safeString().trim().min(1).max(50).optional(),
  q: searchText,
});

/** Success texts of spec section 8 (typos fixed), shared by the API and the web's notices. */
export const SUCCESS_MESSAGES = {
  sent: "Send message successful!",
  deleted: "Delete successful!",
  saved: "Change saved successfully",
  blogCreated: "Register successful!",
  created: "Created successfully!",
  resumeSent: "Your resume was sent. Thank you!",
  subscribed: "Thanks! Check your inbox to confirm your subscription.",
} as const;
