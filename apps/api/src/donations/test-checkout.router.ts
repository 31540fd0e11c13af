// The built-in test checkout (payments mode "test"): a page that stands in for Chapa's hosted one.
// Pressing a button records the outcome in the test gateway, delivers a signed webhook to the same
// handler Chapa's would reach, and sends the browser through the callback to the thank-you page,
// exactly the path a real payment takes.
import { API_PREFIX, donationPaths, txRefParamsSchema } from "@btw/contracts";
import { formatMoney, type Language, mailCatalog, toLanguage } from "@btw/i18n";
import type { Request, Response } from "express";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { defineRoute } from "../lib/route.ts";
import { browserLanguage } from "../mail/visitor-language.ts";
import { htmlPage, noticePage } from "./html-pages.ts";
import { receiveWebhook } from "./payment-notifications.ts";
import type { TestCheckoutView } from "./test-gateway.ts";
import { signWebhookBody } from "./webhook-signature.ts";

const outcomeBodySchema = z.object({ outcome: z.enum(["success", "failed"]) });

/** Same origin as this page: the CSP's form-action 'self' follows the redirects of a form post. */
function callbackPath(txRef: string, refId: string, status: string): string {
  const query = new URLSearchParams({ trx_ref: txRef, ref_id: refId, status });
  return `${API_PREFIX}${donationPaths.callback}?${query.toString()}`;
}

function checkoutPage(view: TestCheckoutView, action: string, gift: GiftFacts): string {
  const { checkout, outcome } = view;
  const { language } = gift;
  const catalog = mailCatalog(language);
  const words = catalog.testCheckout;
  const purpose =
    gift.monthly === undefined
      ? checkout.description
      : gift.monthly
        ? catalog.donationReceipt.monthlyGift
        : catalog.donationReceipt.oneTimeGift;
  const amount = formatMoney(Number.parseFloat(checkout.amount), checkout.currency, language);
  const details = [
    [words.labels.amount, amount],
    [words.labels.for, purpose],
    [words.labels.donor, `${checkout.first_name} ${checkout.last_name}`],
    [words.labels.email, checkout.email],
    [words.labels.reference, checkout.tx_ref],
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join("");
  const body = outcome
    ? `<p>${escapeHtml(outcome.status === "success" ? words.alreadyPaid : words.alreadyClosed)}</p>
<p><a class="button" href="${escapeHtml(callbackPath(checkout.tx_ref, outcome.reference, outcome.status))}">${escapeHtml(words.continue)}</a></p>`
    : `<p>${escapeHtml(words.intro)}</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="outcome" value="success" class="pay">${escapeHtml(words.pay(amount))}</button>
<button type="submit" name="outcome" value="failed" class="fail">${escapeHtml(words.fail)}</button>
</form>`;
  return htmlPage({
    title: words.title,
    banner: words.banner,
    language,
    body: `<h1>${escapeHtml(words.title)}</h1><dl>${details}</dl>${body}`,
  });
}

const path = `${donationPaths.testCheckout}/:txRef`;
const tag = "Donations";
const enabled = (ctx: AppContext) => ctx.payments.testCheckout !== undefined;

/** The test gateway's view of a checkout, or a 404 page (in the browser's language) when it has none. */
async function findCheckout(ctx: AppContext, txRef: string, req: Request, res: Response) {
  const view = await ctx.payments.testCheckout?.find(txRef);
  if (!view) {
    const language = browserLanguage(req);
    const words = mailCatalog(language).testCheckout;
    res
      .status(404)
      .type("html")
      .send(noticePage(words.notFoundTitle, words.notFound, undefined, language));
  }
  return view;
}

interface GiftFacts {
  language: Language;
  /** Undefined when no donation row names this checkout (the gateway's own description shows). */
  monthly: boolean | undefined;
}

/** The page speaks the language stored with the donation, as its receipt will, and names the gift so. */
async function giftFacts(ctx: AppContext, txRef: string): Promise<GiftFacts> {
  const donation = await ctx.db.donation.findUnique({
    where: { txRef },
    select: { language: true, donationType: true },
  });
  return {
    language: toLanguage(donation?.language),
    monthly: donation ? donation.donationType === "monthly" : undefined,
  };
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
    handler: async ({ ctx, params, req, res }) => {
      res.set("Cache-Control", "no-store");
      const view = await findCheckout(ctx, params.txRef, req, res);
      if (!view) return;
      const action = `${API_PREFIX}${donationPaths.testCheckout}/${encodeURIComponent(params.txRef)}`;
      res.type("html").send(checkoutPage(view, action, await giftFacts(ctx, params.txRef)));
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
    handler: async ({ ctx, params, body, req, res }) => {
      const { txRef } = params;
      const testCheckout = ctx.payments.testCheckout;
      const view = await findCheckout(ctx, txRef, req, res);
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
