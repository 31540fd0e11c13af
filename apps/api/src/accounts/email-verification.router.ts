import {
  apiPaths,
  EMAIL_VERIFICATION,
  MEMBER_ACCOUNT_MESSAGES,
  messageResponseSchema,
  resendVerificationInputSchema,
  verifyEmailInputSchema,
  verifyEmailResponseSchema,
} from "@btw/contracts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { visitorLanguage } from "../mail/visitor-language.ts";
import { resendVerification, verifyEmail } from "./email-verification.service.ts";

const tag = "Accounts";

export const emailVerificationRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.verifyEmail,
    tag,
    summary: "Verify the email address of a new account",
    description: `Takes \`{ email, code }\` (the ${EMAIL_VERIFICATION.codeDigits}-digit code typed from the sign-up email) or \`{ email, token }\` (the email's link). A right one verifies the account and signs it in: the answer is login's, with a message. A wrong, used or expired one answers 400 \`${MEMBER_ACCOUNT_MESSAGES.invalidCode}\`; a code dies after ${EMAIL_VERIFICATION.maxAttempts} wrong tries and both expire after ${EMAIL_VERIFICATION.ttlHours} hours.`,
    access: "public",
    request: { body: verifyEmailInputSchema },
    response: {
      status: 200,
      description: "Verified: token, expiry and user",
      schema: verifyEmailResponseSchema,
    },
    rateLimit: { after: [limiters.verifyEmail] },
    handler: ({ ctx, body }) => verifyEmail(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: apiPaths.resendVerification,
    tag,
    summary: "Send a new verification code",
    description: `Emails a new code and link to an account that still needs them (older ones stop working; at most ${EMAIL_VERIFICATION.maxCodesPerHour} an hour). The answer is the same for any address, in the \`X-Site-Language\` language.`,
    access: "public",
    request: { body: resendVerificationInputSchema },
    response: { status: 200, description: "The same message for any address", schema: messageResponseSchema },
    rateLimit: { after: [limiters.verificationMail] },
    handler: async ({ ctx, body, req }) => {
      await resendVerification(ctx, body, visitorLanguage(req));
      return { message: MEMBER_ACCOUNT_MESSAGES.verificationSent };
    },
  }),
];
