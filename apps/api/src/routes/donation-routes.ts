import { donationRoutes as donations } from "../donations/donation.router.ts";
import { testCheckoutRoutes } from "../donations/test-checkout.router.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { emailMessagesRoutes } from "../mail/email-messages.router.ts";

/** Donations (checkout, Chapa's callback and webhook, pledges, the admin's lists) and the mail log. */
export const donationRoutes: DefinedRoute[] = [...donations, ...testCheckoutRoutes, ...emailMessagesRoutes];
