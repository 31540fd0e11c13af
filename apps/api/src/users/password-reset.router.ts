import {
  ACCOUNT_MESSAGES,
  apiPaths,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
  validateOtpInputSchema,
} from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import { requestPasswordReset, resetPassword, verifyResetCode } from "./password-reset.service.ts";

export function passwordResetRouter(ctx: AppContext): Router {
  const router = Router();

  router.post(
    apiPaths.forgotPassword,
    validate({ body: forgotPasswordInputSchema }),
    limiters.forgotPassword(ctx),
    async (req, res) => {
      await requestPasswordReset(ctx, req.body.email);
      res.json({ message: ACCOUNT_MESSAGES.forgotPassword });
    },
  );

  router.post(
    apiPaths.validateOtp,
    validate({ body: validateOtpInputSchema }),
    limiters.validateOtp(ctx),
    async (req, res) => {
      res.json(await verifyResetCode(ctx, req.body));
    },
  );

  router.post(apiPaths.resetPassword, validate({ body: resetPasswordInputSchema }), async (req, res) => {
    await resetPassword(ctx, req.body);
    res.json({ message: ACCOUNT_MESSAGES.passwordReset });
  });

  return router;
}
