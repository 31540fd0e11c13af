// The built-in test checkout (payments mode "test"): a page that stands in for Chapa's hosted one.
// Pressing a button records the outcome in the test gateway, delivers a signed webhook to the same
// handler Chapa's would reach, and sends the browser through the callback to the thank-you page,
// exactly the path a real payment takes.
import { API_PREFIX, donationPaths, txRefParamsSchema } from "@btw/contracts";
import { Router } from "express";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { validate } from "../lib/validate.ts";
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

export function testCheckoutRouter(ctx: AppContext): Router {
  const router = Router();
  const testCheckout = ctx.payments.testCheckout;
  if (!testCheckout) return router;
  const path = `${donationPaths.testCheckout}/:txRef`;

  router.get(path, validate({ params: txRefParamsSchema }), async (req, res) => {
    const txRef = String(req.params.txRef);
    const view = await testCheckout.find(txRef);
    res.set("Cache-Control", "no-store");
    if (!view) {
      res
        .status(404)
        .type("html")
        .send(noticePage("Checkout not found", "There is no test checkout for this reference."));
      return;
    }
    res
      .type("html")
      .send(checkoutPage(view, `${API_PREFIX}${donationPaths.testCheckout}/${encodeURIComponent(txRef)}`));
  });

  router.post(path, validate({ params: txRefParamsSchema, body: outcomeBodySchema }), async (req, res) => {
    const txRef = String(req.params.txRef);
    const view = await testCheckout.find(txRef);
    if (!view) {
      res
        .status(404)
        .type("html")
        .send(noticePage("Checkout not found", "There is no test checkout for this reference."));
      return;
    }
    const outcome = await testCheckout.complete(
      txRef,
      (req.body as z.output<typeof outcomeBodySchema>).outcome,
    );
    const body = JSON.stringify(testCheckout.webhookPayload({ ...view, outcome }));
    const secret = ctx.payments.webhookSecret;
    if (secret) {
      // Delivered like Chapa's: signed over the raw body and checked by the webhook handler itself.
      await receiveWebhook(ctx, Buffer.from(body), {
        "x-chapa-signature": signWebhookBody(body, secret),
      }).catch((error: unknown) => {
        ctx.logger.warn(
          { txRef, err: error },
          "test checkout: webhook delivery failed (the callback settles instead)",
        );
      });
    }
    res.redirect(303, callbackPath(txRef, outcome.reference, outcome.status));
  });

  return router;
}
