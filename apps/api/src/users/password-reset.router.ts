import {
  ACCOUNT_MESSAGES,
  apiPaths,
  forgotPasswordInputSchema,
  messageResponseSchema,
  resetPasswordInputSchema,
  validateOtpInputSchema,
  validateOtpResponseSchema,
} from "@btw/contracts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { visitorLanguage } from "../mail/visitor-language.ts";
import { requestPasswordReset, resetPassword, verifyResetCode } from "./password-reset.service.ts";

const tag = "Accounts";

export const passwordResetRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.forgotPassword,
    tag,
    summary: "Ask for a password reset code",
    description:
      "Emails a random 6-digit code (single use, valid 10 minutes, dead after 5 wrong tries). The answer is the same whether or not an account exists for the email. The code's email speaks the language the `X-Site-Language` header names (en, am, om; English when absent), which becomes the account's language.",
    access: "public",
    request: { body: forgotPasswordInputSchema },
    response: {
      status: 200,
      description: "`If an account exists for that email, we sent a 6-digit code.`",
      schema: messageResponseSchema,
    },
    rateLimit: { after: [limiters.forgotPassword] },
    handler: async ({ ctx, body, req }) => {
      await requestPasswordReset(ctx, body.email, visitorLanguage(req));
      return { message: ACCOUNT_MESSAGES.forgotPassword };
    },
  }),
  defineRoute({
    method: "post",
    path: apiPaths.validateOtp,
    tag,
    summary: "Trade the emailed code for a reset token",
    description:
      "A right code answers a reset token valid for 15 minutes, bound to that code. A wrong, used or expired code answers 400 `Invalid or expired code`; every try counts towards the 5 allowed.",
    access: "public",
    request: { body: validateOtpInputSchema },
    response: { status: 200, description: "Reset token and its expiry", schema: validateOtpResponseSchema },
    rateLimit: { after: [limiters.validateOtp] },
    handler: ({ ctx, body }) => verifyResetCode(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: apiPaths.resetPassword,
    tag,
    summary: "Set a new password with the reset token",
    description:
      "Uses up the code (a second use fails with 400), sets the new password and signs the account out everywhere.",
    access: "public",
    request: { body: resetPasswordInputSchema },
    response: { status: 200, description: "`Change successful!`", schema: messageResponseSchema },
    rateLimit: { after: [limiters.resetPassword] },
    handler: async ({ ctx, body }) => {
      await resetPassword(ctx, body);
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  }),
];
