// The payment flow around chapaDonate: Chapa's callback and webhook, the thank-you page's status
// look-up, the admins' totals and export, and the monthly pledge links sent by email. Its paths are
// api-paths.ts' donationPaths (no zod: the donate page reads them on its first load).
import { z } from "zod";
import { optionalDate } from "./common.ts";
import { donationPageQuerySchema } from "./donations.ts";
import { safeString } from "./input-rules.ts";
import { selectedIdsQuery } from "./list-queries.ts";
import { PRIVATE_PAGES } from "./pages.ts";

/**
 * `chapa`: real payments; `test`: the built-in test checkout, no money moves and every page, receipt
 * and admin row says TEST; `unavailable`: this server takes no gifts (production without a Chapa key).
 */
export const paymentsModeSchema = z.enum(["chapa", "test", "unavailable"]);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;
export const paymentsModeResponseSchema = z.object({ mode: paymentsModeSchema });
export type PaymentsModeResponse = z.infer<typeof paymentsModeResponseSchema>;

/** The web page Chapa sends the donor back to (`?tx_ref=`). */
export const DONATION_THANK_YOU_PATH = PRIVATE_PAGES.donationThankYou;

/** Our references are `btw-` plus random letters; Chapa's allow letters, digits, `-`, `_` and `.`. */
export const txRefSchema = safeString()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, { message: "Invalid transaction reference" });
export const txRefParamsSchema = z.object({ txRef: txRefSchema });

/** Chapa calls the callback with `trx_ref` (sic), `ref_id` and `status`; `tx_ref` is accepted too. */
export const chapaCallbackQuerySchema = z
  .object({
    trx_ref: txRefSchema.optional(),
    tx_ref: txRefSchema.optional(),
    ref_id: safeString().max(200).optional(),
    status: safeString().max(50).optional(),
  })
  .refine((query) => query.trx_ref ?? query.tx_ref, { message: "trx_ref required" })
  .transform((query) => ({
    txRef: (query.trx_ref ?? query.tx_ref)!,
    refId: query.ref_id,
    status: query.status,
  }));

export const pledgeTokenQuerySchema = z.object({
  token: safeString()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, { message: "This link is not valid" }),
});

export const donationTotalsQuerySchema = z.object({
  from: optionalDate,
  to: optionalDate,
});

/** The admins' CSV export takes the list's filters, without paging. */
export const donationExportQuerySchema = donationPageQuerySchema
  .omit({ page: true, limit: true })
  .extend({ ids: selectedIdsQuery });

/** What GET donate/callback answers a server (a browser is redirected to the thank-you page). */
export const donationCallbackResponseSchema = z.object({
  message: z.string(),
  txRef: z.string(),
  status: z.string(),
});
