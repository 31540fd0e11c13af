import { z } from "zod";
import {
  isoDateString,
  messageResponseSchema,
  optionalText,
  pageQuery,
  paginationMetaSchema,
  requiredText,
  roleSchema,
} from "./common.ts";
import { PASSWORD_RESET } from "./constants.ts";
import { safeString } from "./input-rules.ts";
import { sortParam } from "./list-queries.ts";
import { isSitePath } from "./page-path.ts";
import { emailSchema, phoneSchema } from "./submissions.ts";

/** What the account routes answer (spec section 8 texts where it gives them). */
export const ACCOUNT_MESSAGES = {
  registered: "Register successful!",
  saved: "Change saved successfully",
  deleted: "Delete successful!",
  signedOut: "Signed out",
  invalidCredentials: "Invalid email or password",
  duplicateEmail: "An account with this email already exists",
  forgotPassword: "If an account exists for that email, we sent a 6-digit code.",
  invalidCode: "Invalid or expired code",
  passwordReset: "Change successful!",
} as const;

/** bcrypt reads at most 72 bytes; longer passwords would be silently truncated. */
export const passwordSchema = safeString({ label: "Password", error: "Password required" })
  .min(8, { message: "Password must be at least 8 characters" })
  .refine((value) => new TextEncoder().encode(value).length <= 72, {
    message: "Password must be at most 72 bytes",
  });

export const userSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  createdAt: isoDateString,
  /** The organisation a poster names (employer, university office, NGO); optional. */
  organisation: z.string().nullable(),
  /** Null until the person proved the address (sign-up's code or link); members cannot post before. */
  emailVerifiedAt: isoDateString.nullable(),
  /** Set by an admin: the account's listings show a "Verified organisation" badge. */
  verifiedOrganisation: z.boolean(),
  /** Set by an admin: the account's submissions are approved on submit. */
  autoApprove: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Where a person was going: a path of this site (`isSitePath`). */
export const nextPathSchema = safeString({ label: "next" })
  .max(500)
  .refine(isSitePath, { message: "next must be a path of this site" });

export const registerInputSchema = z.object({
  fullName: requiredText("Full Name", 120),
  email: emailSchema,
  password: passwordSchema,
  phone: z.preprocess((v) => (v === "" ? undefined : v), phoneSchema.optional()),
  organisation: optionalText(200),
  /** Sign-up from a page that needs an account: the email's link returns there once verified. */
  next: nextPathSchema.optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** `POST /users`: a visitor's sign-up (with `next`), or an account an admin makes (with `role`). */
export const createUserBodySchema = registerInputSchema.extend({ role: roleSchema.default("member") });

/** The console's form: admins set a role; the account is verified at once, so no `next`. */
export const adminCreateUserSchema = createUserBodySchema.omit({ next: true });
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;

export const userUpdateSchema = z.object({
  fullName: requiredText("Full Name", 120).optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  password: passwordSchema.optional(),
  currentPassword: safeString({ label: "Current password" }).max(200).optional(),
  role: roleSchema.optional(),
  active: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: safeString({ label: "Password", error: "Password required" })
    .min(1, { message: "Password required" })
    .max(200),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** Login answers the token and the user (under `users`, as the old client read it). */
export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: isoDateString,
  users: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
/** Register and update answer the message and the saved user. */
export const userSavedResponseSchema = messageResponseSchema.extend({ user: userSchema });
export const userPageQuerySchema = pageQuery(20).extend({
  role: roleSchema.optional(),
  q: optionalText(100),
  sort: sortParam("users"),
});
export const userPageSchema = z.object({ users: z.array(userSchema) }).extend(paginationMetaSchema.shape);

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const validateOtpInputSchema = z.object({
  email: emailSchema,
  otp: safeString({ error: "Code required" })
    .trim()
    .regex(new RegExp(`^\\d{${PASSWORD_RESET.codeDigits}}$`), {
      message: `Enter the ${PASSWORD_RESET.codeDigits}-digit code from the email`,
    }),
});
export const validateOtpResponseSchema = z.object({ resetToken: z.string(), expiresAt: isoDateString });
export const resetPasswordInputSchema = z.object({
  resetToken: safeString().min(10).max(2000),
  password: passwordSchema,
});
