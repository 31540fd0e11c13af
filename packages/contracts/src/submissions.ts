// What visitors send: feedback, resumes, newsletter sign-ups and contact messages.
import { SUPPORTED_LANGUAGES } from "@btw/i18n";
import { z } from "zod";
import { alertChoicesSchema } from "./alerts.ts";
import { isoDateString, optionalText, paginationMetaSchema, requiredText } from "./common.ts";
import { AREAS_OF_INTEREST, MAX_TEXT_LENGTH, SKILL_LEVELS } from "./constants.ts";
import { safeString } from "./input-rules.ts";

/** Phone numbers as people type them: digits with an optional leading + and spaces or dashes. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const phoneSchema = safeString({ label: "Phone", error: "Phone required" })
  .trim()
  .min(1, { message: "Phone required", abort: true })
  .max(MAX_TEXT_LENGTH, { message: "Phone must be at most 1000 characters", abort: true })
  .regex(PHONE_PATTERN, { message: "Enter a phone number, for example +251 911 234 567" });

export const emailSchema = safeString({ label: "Email Address", error: "Email Address required" })
  .trim()
  .min(1, { message: "Email Address required" })
  .max(254)
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((email) => email.toLowerCase());

/** The free text of feedback and contact messages (spec: "message is required"). */
const messageText = safeString({ multiline: true, error: "message is required" })
  .trim()
  .min(1, { message: "message is required" })
  .max(MAX_TEXT_LENGTH * 5, { message: `Message must be at most ${MAX_TEXT_LENGTH * 5} characters` });

// ---- Feedback ----------------------------------------------------------------------------------

export const feedbackInputSchema = z.object({
  phone: phoneSchema,
  message: messageText,
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export const feedbackSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  message: z.string(),
  /** When staff first read it; null while unread. */
  readAt: isoDateString.nullable(),
  createdAt: isoDateString,
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackPageSchema = z
  .object({ feedbacks: z.array(feedbackSchema) })
  .extend(paginationMetaSchema.shape);

// ---- Resume ------------------------------------------------------------------------------------

export const resumeInputSchema = z.object({
  fullName: requiredText("Full Name", 120),
  email: emailSchema,
  phone: phoneSchema,
  location: requiredText("Location", 200),
  education: requiredText("Highest Level of Education", 200),
  jobTitle: optionalText(200),
  areaOfInterest: z.enum(AREAS_OF_INTEREST, { error: "Choose an area of interest" }),
  skillLevel: z.enum(SKILL_LEVELS, { error: "Choose a skill level" }),
  coverLetter: requiredText("Cover Letter", MAX_TEXT_LENGTH * 5, { multiline: true }),
});
export type ResumeInput = z.input<typeof resumeInputSchema>;
export const resumeSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  education: z.string(),
  jobTitle: z.string().nullable(),
  areaOfInterest: z.string(),
  skillLevel: z.string(),
  coverLetter: z.string(),
  cvFile: z.string().nullable(),
  /** When staff first read it; null while unread. */
  readAt: isoDateString.nullable(),
  createdAt: isoDateString,
});
export type Resume = z.infer<typeof resumeSchema>;
export const resumePageSchema = z
  .object({ resumes: z.array(resumeSchema) })
  .extend(paginationMetaSchema.shape);

// ---- Newsletter --------------------------------------------------------------------------------

export const subscriberInputSchema = z.object({
  email: emailSchema,
  source: z.enum(["home", "donate", "footer"]).default("home"),
});
export type SubscriberInput = z.input<typeof subscriberInputSchema>;
/** `POST /subscribers`: the address, plus optional alert choices (alerts.ts); none means all. */
export const subscribeRequestSchema = subscriberInputSchema.extend({
  ...alertChoicesSchema.partial().shape,
  /** The language of the emails, when the visitor chose one; else the page's (X-Site-Language). */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(["pending", "confirmed", "unsubscribed"]),
  source: z.string(),
  createdAt: isoDateString,
  confirmedAt: isoDateString.nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberPageSchema = z
  .object({ subscribers: z.array(subscriberSchema) })
  .extend(paginationMetaSchema.shape);
export const subscriberTokenQuerySchema = z.object({ token: safeString().min(10).max(200) });

// ---- Contact message (International applications page) -----------------------------------------

export const contactMessageInputSchema = z.object({
  email: emailSchema,
  message: messageText,
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export const contactMessageSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  message: z.string(),
  source: z.string(),
  /** When staff first read it; null while unread. */
  readAt: isoDateString.nullable(),
  createdAt: isoDateString,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagePageSchema = z
  .object({ contactMessages: z.array(contactMessageSchema) })
  .extend(paginationMetaSchema.shape);
