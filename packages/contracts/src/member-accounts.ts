// Visitors' own accounts (issue 14): email verification after sign-up, the /account data (my
// submissions across the four kinds, profile, password, deleting the account), opportunities saved
// on the server, and the admin's organisation flags on an account.
import { z } from "zod";
import { loginResponseSchema, nextPathSchema, passwordSchema, userSchema } from "./accounts.ts";
import {
  approvalStatusSchema,
  clearableText,
  isoDateString,
  messageResponseSchema,
  optionalDate,
  pageQuery,
  paginationMetaSchema,
  requiredText,
} from "./common.ts";
import { EMAIL_VERIFICATION, SAVED_OPPORTUNITIES } from "./constants.ts";
import { idSchema, safeString } from "./input-rules.ts";
import { OPPORTUNITY_KINDS } from "./opportunity-kind-info.ts";
import { emailSchema, PHONE_PATTERN } from "./submissions.ts";

/** What these routes answer. */
export const MEMBER_ACCOUNT_MESSAGES = {
  verificationSent: "If this email belongs to an account that still needs it, we sent a new code.",
  verified: "Your email address is verified.",
  alreadyVerified: "Your email address is already verified.",
  invalidCode: "Invalid or expired code",
  verifyFirst: "Please verify your email address before posting an opportunity.",
  passwordChanged: "Your password was changed.",
  accountDeleted: "Your account was deleted.",
  saved: "Saved",
  unsaved: "Removed from your saved opportunities",
  notSaveable: "This opportunity does not exist or is not public",
  tooManySaved: `You can keep at most ${SAVED_OPPORTUNITIES.max} saved opportunities`,
} as const;

const kindSchema = z.enum(OPPORTUNITY_KINDS, {
  error: `kind must be one of ${OPPORTUNITY_KINDS.join(", ")}`,
});

// ---- Email verification --------------------------------------------------------------------------

const verificationCode = safeString({ error: "Code required" })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_VERIFICATION.codeDigits}}$`), {
    message: `Enter the ${EMAIL_VERIFICATION.codeDigits}-digit code from the email`,
  });

/** The emailed link carries `token`; a person typing the code sends `code`. Exactly one of them. */
export const verifyEmailInputSchema = z
  .object({
    email: emailSchema,
    code: verificationCode.optional(),
    token: safeString().trim().min(20).max(200).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.token === undefined), {
    message: "Send either the code or the link's token",
    path: ["code"],
  });
export type VerifyEmailInput = z.input<typeof verifyEmailInputSchema>;

/** Verifying signs the person in: the answer is login's ({ token, expiresAt, users }) with a message. */
export const verifyEmailResponseSchema = loginResponseSchema.extend({ message: z.string() });

export const resendVerificationInputSchema = z.object({
  email: emailSchema,
  next: nextPathSchema.optional(),
});
export type ResendVerificationInput = z.input<typeof resendVerificationInputSchema>;

// ---- Profile, password and deletion ------------------------------------------------------------

/** A phone that may be cleared with "" or null. */
const clearablePhone = z.preprocess(
  (value) => (value === "" ? null : value),
  safeString({ label: "Phone" })
    .trim()
    .regex(PHONE_PATTERN, { message: "Enter a phone number, for example +251 911 234 567" })
    .nullable()
    .optional(),
);

export const profileUpdateSchema = z.object({
  fullName: requiredText("Full Name", 120).optional(),
  phone: clearablePhone,
  organisation: clearableText(200),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: safeString({ label: "Current password", error: "Current password required" })
    .min(1, { message: "Current password required" })
    .max(200),
  password: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Deleting one's account asks for the password again: a token left on a shared computer is not enough. */
export const accountDeleteSchema = z.object({
  currentPassword: passwordChangeSchema.shape.currentPassword,
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

// ---- My submissions ------------------------------------------------------------------------------

export const mySubmissionsQuerySchema = pageQuery(20).extend({
  kind: z.preprocess((v) => (v === "" ? undefined : v), kindSchema.optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), approvalStatusSchema.optional()),
});

/** One line of "My submissions": enough to list it; the full item comes from its kind's GET route. */
export const mySubmissionSchema = z.object({
  kind: kindSchema,
  id: z.number().int(),
  title: z.string(),
  status: approvalStatusSchema,
  /** The reviewer's reason, when rejected. */
  reviewReason: z.string().nullable(),
  reviewedAt: isoDateString.nullable(),
  deadline: isoDateString.nullable(),
  createdAt: isoDateString,
  updatedAt: isoDateString,
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;
export const mySubmissionsPageSchema = z
  .object({ data: z.array(mySubmissionSchema) })
  .extend(paginationMetaSchema.shape);
export type MySubmissionsPage = z.infer<typeof mySubmissionsPageSchema>;

// ---- Saved opportunities -------------------------------------------------------------------------

export const savedRefSchema = z.object({ kind: kindSchema, id: idSchema });
export const savedParamsSchema = savedRefSchema;

/** What the browser kept before sign-in (with when it was saved there): moved into the account in one call. */
export const savedMergeSchema = z.object({
  items: z
    .array(savedRefSchema.extend({ savedAt: optionalDate }))
    .max(SAVED_OPPORTUNITIES.max, { message: `At most ${SAVED_OPPORTUNITIES.max} items` }),
});

/** A saved opportunity: enough to draw a line (title, deadline) plus the item as its kind's public answer shapes it. */
export const savedOpportunitySchema = z.object({
  kind: kindSchema,
  id: z.number().int(),
  title: z.string(),
  deadline: isoDateString.nullable(),
  savedAt: isoDateString,
  /** The item (scholarship, internship, training or job object). */
  item: z.record(z.string(), z.unknown()),
});
export type SavedOpportunity = z.infer<typeof savedOpportunitySchema>;
/** Every saved answer (list, add, remove, merge) is the whole list, newest first. */
export const savedListSchema = z.object({ saved: z.array(savedOpportunitySchema) });
export type SavedList = z.infer<typeof savedListSchema>;
export const savedWriteResponseSchema = messageResponseSchema.extend(savedListSchema.shape);
export const savedMergeResponseSchema = savedListSchema.extend({
  added: z.number().int(),
  skipped: z.number().int(),
});

// ---- Admin: organisation flags ---------------------------------------------------------------------

const flag = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional());
export const organisationFlagsSchema = z
  .object({ verifiedOrganisation: flag, autoApprove: flag })
  .refine((body) => body.verifiedOrganisation !== undefined || body.autoApprove !== undefined, {
    message: "Send verifiedOrganisation or autoApprove",
  });
export type OrganisationFlagsInput = z.input<typeof organisationFlagsSchema>;

export const accountUserResponseSchema = messageResponseSchema.extend({ user: userSchema });
