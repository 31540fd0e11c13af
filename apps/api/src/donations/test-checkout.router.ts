// The built-in test checkout (payments mode "test"): a page that stands in for Chapa's hosted one.
// Pressing a button records the outcome in the test gateway, delivers a signed webhook to the same
// handler Chapa's would reach, and sends the browser through the callback to the thank-you page,
// exactly the path a real payment takes.
import { API_PREFIX, donationPaths, txRefParamsSchema } from "@btw/contracts";
import type { Response } from "express";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { defineRoute } from "../lib/route.ts";
import { formatMoney } from "../mail/templates/donation-receipt.ts";
import { escapeHtml, htmlPage, noticePage } from "./html-pages.ts";
import { receiveWebhook } from "./payment-notifications.ts";
import type { TestCheckoutView } from "./test-gateway.ts";
import { signWebhookBody } from "./webhook-signature.ts";

export const TEST_CHECKOUT_BANNER = "TEST CHECKOUT — no money moves";

const outcomeBodySchema = z.object({ outcome: z.enum(["success", "failed"]) });

/** Same origin as this page: the CSP's form-action 'self' follows the redirects of a form post. */
function callbackPath(txRef: string, refId: string, status: string): string {
  const query = new URLSearchParams({ trx_ref: txRef, ref_id: refId, status });
  return `${API_PREFIX}${donationPaths.callback}?${query.toString()}`;
}

function checkoutPage(view: TestCheckoutView, action: string): string {
  const { checkout, outcome } = view;
  const amount = formatMoney(Number.parseFloat(checkout.amount), checkout.currency);
  const details = [
    ["Amount", amount],
    ["For", checkout.description],
    ["Donor", `${checkout.first_name} ${checkout.last_name}`],
    ["Email", checkout.email],
    ["Reference", checkout.tx_ref],
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join("");
  const body = outcome
    ? `<p>This test payment is already ${outcome.status === "success" ? "paid" : "closed without payment"}.</p>
<p><a class="button" href="${escapeHtml(callbackPath(checkout.tx_ref, outcome.reference, outcome.status))}">Continue</a></p>`
    : `<p>This page stands in for Chapa's checkout because no Chapa key is configured. Choose what the payment should do:</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="outcome" value="success" class="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="failed" class="fail">Fail / cancel</button>
</form>`;
  return htmlPage({
    title: "Test checkout",
    banner: TEST_CHECKOUT_BANNER,
    body: `<h1>Test checkout</h1><dl>${details}</dl>${body}`,
  });
}

const path = `${donationPaths.testCheckout}/:txRef`;
const tag = "Donations";
const enabled = (ctx: AppContext) => ctx.payments.testCheckout !== undefined;

/** The test gateway's view of a checkout, or a 404 page when it has none. */
async function findCheckout(ctx: AppContext, txRef: string, res: Response) {
  const view = await ctx.payments.testCheckout?.find(txRef);
  if (!view) {
    res
      .status(404)
      .type("html")
      .send(noticePage("Checkout not found", "There is no test checkout for this reference."));
  }
  return view;
}

export const testCheckoutRoutes = [
  defineRoute({
    method: "get",
    path,
    tag,
    summary: "Built-in test checkout page",
    description:
      "Only in payments mode `test` (development and tests by default; production only with PAYMENTS_MODE=test; otherwise 404): stands in for Chapa's hosted checkout. No money moves.",
    access: "public",
    request: { params: txRefParamsSchema },
    response: { status: 200, description: "HTML page", contentType: "text/html" },
    enabled,
    handler: async ({ ctx, params, res }) => {
      res.set("Cache-Control", "no-store");
      const view = await findCheckout(ctx, params.txRef, res);
      if (!view) return;
      const action = `${API_PREFIX}${donationPaths.testCheckout}/${encodeURIComponent(params.txRef)}`;
      res.type("html").send(checkoutPage(view, action));
    },
  }),
  defineRoute({
    method: "post",
    path,
    tag,
    summary: "Complete the test checkout",
    description:
      "Records the chosen outcome, delivers a signed webhook and redirects through the callback, as a real payment does.",
    access: "public",
    request: { params: txRefParamsSchema, body: outcomeBodySchema, bodyType: "form" },
    response: { status: 303, description: "Redirects through the callback to the thank-you page" },
    enabled,
    handler: async ({ ctx, params, body, res }) => {
      const { txRef } = params;
      const testCheckout = ctx.payments.testCheckout;
      const view = await findCheckout(ctx, txRef, res);
      if (!view || !testCheckout) return;
      const outcome = await testCheckout.complete(txRef, body.outcome);
      const payload = JSON.stringify(testCheckout.webhookPayload({ ...view, outcome }));
      const secret = ctx.payments.webhookSecret;
      if (secret) {
        // Delivered like Chapa's: signed over the raw body and checked by the webhook handler itself.
        await receiveWebhook(ctx, Buffer.from(payload), {
          "x-chapa-signature": signWebhookBody(payload, secret),
        }).catch((error: unknown) => {
          ctx.logger.warn(
            { txRef, err: error },
            "test checkout: webhook delivery failed (the callback settles instead)",
          );
        });
      }
      res.redirect(303, callbackPath(txRef, outcome.reference, outcome.status));
    },
  }),
];
