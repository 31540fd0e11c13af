import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { donationRouter } from "../donations/donation.router.ts";
import { testCheckoutRouter } from "../donations/test-checkout.router.ts";
import { emailMessagesRouter } from "../mail/email-messages.router.ts";

export const donationRoutes: Array<(ctx: AppContext) => Router> = [
  donationRouter,
  testCheckoutRouter,
  emailMessagesRouter,
];
