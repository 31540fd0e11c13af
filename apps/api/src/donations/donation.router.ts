import {
  apiPaths,
  chapaCallbackQuerySchema,
  type DonationResponse,
  donationCallbackResponseSchema,
  donationExportQuerySchema,
  donationMonthlyTotalsSchema,
  donationPageQuerySchema,
  donationPageSchema,
  donationPaths,
  donationRequestSchema,
  donationResponseSchema,
  donationStatusResponseSchema,
  donationTotalsQuerySchema,
  localizedPath,
  messageResponseSchema,
  type PaymentsModeResponse,
  PUBLIC_PAGES,
  paymentsModeResponseSchema,
  pledgeTokenQuerySchema,
  txRefParamsSchema,
} from "@btw/contracts";
import { mailCatalog } from "@btw/i18n";
import type { ErrorRequestHandler, Request, Response } from "express";
import { ZodError } from "zod";
import { AppError } from "../lib/errors.ts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { browserLanguage, visitorLanguage } from "../mail/visitor-language.ts";
import {
  createDonation,
  createPledgeDonation,
  exportDonationsCsv,
  getDonationStatus,
  listDonations,
  monthlyTotals,
  thankYouPathOf,
} from "./donation.service.ts";
import { noticePage } from "./html-pages.ts";
import { receiveCallback, receiveWebhook } from "./payment-notifications.ts";
import { stopPledge } from "./pledges.service.ts";

const wantsHtml = (req: Request) => req.accepts(["json", "html"]) === "html";
const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * Emailed links open in a browser: their errors (a bad link is a validation error) are answered
 * with a page there, and with the usual JSON otherwise.
 */
const linkError: ErrorRequestHandler = (caught, req, res, next) => {
  const error = caught instanceof ZodError ? new AppError("bad_request", "This link is not valid.") : caught;
  if (!(error instanceof AppError) || !wantsHtml(req)) {
    next(error);
    return;
  }
  sendLinkPage(req, res, error);
};

/** A dead link names no pledge, so its page speaks the browser's language. */
function sendLinkPage(req: Request, res: Response, error: AppError): void {
  const language = browserLanguage(req);
  const words = mailCatalog(language).linkFailed;
  // A bad or unknown token is the one failure a donor can meet here; any other keeps its own message.
  const message = error.status === 400 || error.status === 404 ? words.invalid : error.message;
  res
    .status(error.status)
    .type("html")
    .send(
      noticePage(
        words.title,
        message,
        { href: localizedPath(PUBLIC_PAGES.donate.path, language), label: words.donate },
        language,
      ),
    );
}

const tag = "Donations";

export const donationRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.chapaDonate,
    tag,
    summary: "Start a donation",
    description:
      "Records a pending donation and opens a Chapa checkout (or the built-in, clearly labelled test checkout in payments mode `test`). The client sends the browser to `newOrder.callback_url`. `title` is always `Donate`. The receipt and any monthly reminders speak the language the `X-Site-Language` header names (en, am, om; English when absent).",
    access: "public",
    request: { body: donationRequestSchema },
    response: {
      status: 200,
      description: "`success` and the checkout address",
      schema: donationResponseSchema,
    },
    errors: {
      502: "The payment provider did not answer",
      503: "This server takes no donations (production without a Chapa key or PAYMENTS_MODE=test)",
    },
    rateLimit: { before: [limiters.donate] },
    handler: async ({ ctx, body, req }): Promise<DonationResponse> => {
      const { checkoutUrl, txRef } = await createDonation(ctx, body, visitorLanguage(req));
      return { success: true, newOrder: { callback_url: checkoutUrl, tx_ref: txRef } };
    },
  }),
  defineRoute({
    method: "get",
    path: donationPaths.paymentsMode,
    tag,
    summary: "How this server takes donations",
    description:
      "`chapa` (real payments), `test` (the built-in test checkout: no money moves, every page says TEST) or `unavailable` (no giving online).",
    access: "public",
    cache: "public",
    response: { status: 200, description: "The payments mode", schema: paymentsModeResponseSchema },
    handler: ({ ctx }): PaymentsModeResponse => ({ mode: ctx.payments.mode }),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.donate,
    tag,
    summary: "List donations",
    access: "donation.read",
    request: { query: donationPageQuerySchema },
    response: { status: 200, description: "One page of donations", schema: donationPageSchema },
    handler: ({ ctx, query }) => listDonations(ctx, query),
  }),
  // Chapa calls it (server to server) after checkout; a browser that lands here goes on to the thank-you page.
  defineRoute({
    method: "get",
    path: donationPaths.callback,
    tag,
    summary: "Chapa's callback after checkout",
    description:
      "Re-verifies the payment with the provider, unless the gift is already paid or refunded or was verified in the last 30 s (then it answers the status as it stands). A browser (Accept: text/html) is redirected (303) to the thank-you page; a server gets JSON. Limited per address (`donationCallbackAddress`).",
    access: "public",
    request: { query: chapaCallbackQuerySchema },
    rateLimit: { before: [limiters.donationCallback] },
    response: {
      status: 200,
      description: "What was recorded (a server, or any client that does not ask for HTML)",
      schema: donationCallbackResponseSchema,
      also: { 303: "A browser (Accept: text/html) goes on to the thank-you page" },
    },
    errors: { 404: "No donation has that tx_ref" },
    handler: async ({ ctx, query, req, res }) => {
      if (wantsHtml(req)) {
        await receiveCallback(ctx, query).catch((error: unknown) => {
          // The page polls the status and tells the donor; a hiccup here must not hide it.
          if (!(error instanceof AppError)) throw error;
        });
        res.redirect(303, await thankYouPathOf(ctx, query.txRef));
        return;
      }
      const result = await receiveCallback(ctx, query);
      return { message: "Received", txRef: result.txRef, status: result.status };
    },
  }),
  // Mounted after express.raw (app.ts) so the HMAC is computed over the exact bytes Chapa signed.
  defineRoute({
    method: "post",
    path: donationPaths.webhook,
    tag,
    summary: "Chapa's webhook",
    description:
      "Signed with HMAC-SHA256 of the raw body (`x-chapa-signature`); a bad signature answers 401. Idempotent: Chapa retries deliveries, and each payment is re-verified before it is marked paid.",
    access: "public",
    request: { bodyType: "raw" },
    response: { status: 200, description: "Acknowledged", schema: messageResponseSchema },
    errors: { 401: "`Invalid webhook signature`: unsigned, or signed with another secret" },
    handler: ({ ctx, req }) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return receiveWebhook(
        ctx,
        raw,
        {
          "x-chapa-signature": header(req, "x-chapa-signature"),
          "chapa-signature": header(req, "chapa-signature"),
        },
        { ip: req.ip },
      );
    },
  }),
  defineRoute({
    method: "get",
    path: `${donationPaths.status}/:txRef`,
    tag,
    summary: "A donation's status (thank-you page)",
    access: "public",
    request: { params: txRefParamsSchema },
    response: {
      status: 200,
      description: "Status, amount and currency",
      schema: donationStatusResponseSchema,
    },
    // Personal: lib/no-store.ts answers it `private, no-store`.
    handler: ({ ctx, params }) => getDonationStatus(ctx, params.txRef),
  }),
  defineRoute({
    method: "get",
    path: donationPaths.totals,
    tag,
    summary: "Monthly totals of paid donations",
    access: "donation.read",
    request: { query: donationTotalsQuerySchema },
    response: { status: 200, description: "One row a month", schema: donationMonthlyTotalsSchema },
    handler: ({ ctx, query }) => monthlyTotals(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: donationPaths.exportCsv,
    tag,
    summary: "Export donations as CSV",
    access: "donation.read",
    request: { query: donationExportQuerySchema },
    response: { status: 200, description: "CSV download (streamed)", contentType: "text/csv" },
    handler: async ({ ctx, query, res }) => {
      const lines = exportDonationsCsv(ctx, query);
      // Read the first batch before answering, so a database error still becomes a proper error response.
      const first = await lines.next();
      res.set("Content-Type", "text/csv; charset=utf-8");
      res.set(
        "Content-Disposition",
        `attachment; filename="donations-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      res.set("Cache-Control", "no-store");
      if (!first.done) res.write(first.value);
      for await (const chunk of lines) res.write(chunk);
      res.end();
    },
  }),
  defineRoute({
    method: "get",
    path: donationPaths.pledgeGive,
    tag,
    summary: "Give this month's pledged gift (link from the reminder email)",
    access: "public",
    request: { query: pledgeTokenQuerySchema },
    response: {
      status: 303,
      description: "Redirects to a fresh checkout; a bad link answers a page (browsers) or JSON",
    },
    errors: {
      404: "The link names no pledge",
      502: "The payment provider did not answer",
      503: "This server takes no donations",
    },
    rateLimit: { before: [limiters.donate] },
    onError: linkError,
    handler: async ({ ctx, query, res }) => {
      const { checkoutUrl } = await createPledgeDonation(ctx, query.token);
      res.set("Cache-Control", "no-store");
      res.redirect(303, checkoutUrl);
    },
  }),
  defineRoute({
    method: "get",
    path: donationPaths.pledgeStop,
    tag,
    summary: "Stop monthly reminders (link from the reminder email)",
    access: "public",
    request: { query: pledgeTokenQuerySchema },
    response: {
      status: 200,
      description: "A page for browsers, JSON otherwise",
      schema: messageResponseSchema,
    },
    errors: { 404: "The link names no pledge" },
    onError: linkError,
    handler: async ({ ctx, query, req, res }) => {
      const { email, wasActive, language } = await stopPledge(ctx, query.token);
      if (!wantsHtml(req)) return { message: "Monthly reminders stopped" };
      // The page speaks the pledge's language, like the reminder whose link opened it.
      const words = mailCatalog(language).pledgeStopped;
      const message = wasActive ? words.stopped(email) : words.alreadyStopped(email);
      const home = { href: localizedPath(PUBLIC_PAGES.home.path, language), label: words.back };
      res.type("html").send(noticePage(words.title, message, home, language));
    },
  }),
];
