import {
  apiPaths,
  chapaCallbackQuerySchema,
  DONATION_THANK_YOU_PATH,
  type DonationResponse,
  donationExportQuerySchema,
  donationPageQuerySchema,
  donationPaths,
  donationRequestSchema,
  donationTotalsQuerySchema,
  type PaymentsModeResponse,
  PUBLIC_PAGES,
  pledgeTokenQuerySchema,
  txRefParamsSchema,
} from "@btw/contracts";
import { type Request, type Response, Router } from "express";
import { ZodError, type z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { AppError } from "../lib/errors.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import {
  createDonation,
  createPledgeDonation,
  exportDonationsCsv,
  getDonationStatus,
  listDonations,
  monthlyTotals,
} from "./donation.service.ts";
import { noticePage } from "./html-pages.ts";
import { receiveCallback, receiveWebhook } from "./payment-notifications.ts";
import { stopPledge } from "./pledges.service.ts";

const thankYouPath = (txRef: string) => `${DONATION_THANK_YOU_PATH}?tx_ref=${encodeURIComponent(txRef)}`;
const wantsHtml = (req: Request) => req.accepts(["json", "html"]) === "html";
const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * Emailed links open in a browser: their errors are answered with a page there (hence the only
 * try/catch of these routes), and with the usual JSON otherwise.
 */
function sendLinkError(req: Request, res: Response, error: unknown): void {
  if (!(error instanceof AppError) || !wantsHtml(req)) throw error;
  res
    .status(error.status)
    .type("html")
    .send(
      noticePage("This link did not work", error.message, {
        href: PUBLIC_PAGES.donate.path,
        label: "Go to the donation page",
      }),
    );
}

export function donationRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(donationPaths.paymentsMode, (_req, res) => {
    const body: PaymentsModeResponse = { mode: ctx.payments.mode };
    res.set("Cache-Control", "public, max-age=60");
    res.json(body);
  });

  router.post(
    apiPaths.chapaDonate,
    limiters.donate(ctx),
    validate({ body: donationRequestSchema }),
    async (req, res) => {
      const { checkoutUrl, txRef } = await createDonation(
        ctx,
        req.body as z.output<typeof donationRequestSchema>,
      );
      const body: DonationResponse = {
        success: true,
        newOrder: { callback_url: checkoutUrl, tx_ref: txRef },
      };
      res.status(200).json(body);
    },
  );

  // Chapa calls it (server to server) after checkout; a browser that lands here goes on to the thank-you page.
  router.get(donationPaths.callback, validate({ query: chapaCallbackQuerySchema }), async (req, res) => {
    const query = req.query as unknown as z.output<typeof chapaCallbackQuerySchema>;
    if (wantsHtml(req)) {
      await receiveCallback(ctx, query).catch((error: unknown) => {
        // The page polls the status and tells the donor; a hiccup here must not hide it.
        if (!(error instanceof AppError)) throw error;
      });
      res.redirect(303, thankYouPath(query.txRef));
      return;
    }
    const result = await receiveCallback(ctx, query);
    res.json({ message: "Received", txRef: result.txRef, status: result.status });
  });

  // Mounted after express.raw (app.ts) so the HMAC is computed over the exact bytes Chapa signed.
  router.post(donationPaths.webhook, async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const answer = await receiveWebhook(
      ctx,
      raw,
      {
        "x-chapa-signature": header(req, "x-chapa-signature"),
        "chapa-signature": header(req, "chapa-signature"),
      },
      { ip: req.ip },
    );
    res.json(answer);
  });

  router.get(`${donationPaths.status}/:txRef`, validate({ params: txRefParamsSchema }), async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await getDonationStatus(ctx, String(req.params.txRef)));
  });

  router.get(
    apiPaths.donate,
    requireAuth(ctx, "admin"),
    validate({ query: donationPageQuerySchema }),
    async (req, res) => {
      res.json(await listDonations(ctx, req.query as unknown as z.output<typeof donationPageQuerySchema>));
    },
  );

  router.get(
    donationPaths.totals,
    requireAuth(ctx, "admin"),
    validate({ query: donationTotalsQuerySchema }),
    async (req, res) => {
      res.json(await monthlyTotals(ctx, req.query as unknown as z.output<typeof donationTotalsQuerySchema>));
    },
  );

  router.get(
    donationPaths.exportCsv,
    requireAuth(ctx, "admin"),
    validate({ query: donationExportQuerySchema }),
    async (req, res) => {
      const query = req.query as unknown as z.output<typeof donationExportQuerySchema>;
      const lines = exportDonationsCsv(ctx, query);
      // Read the first batch before answering, so a database error still becomes a proper error response.
      const first = await lines.next();
      res.status(200);
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
  );

  router.get(donationPaths.pledgeGive, limiters.donate(ctx), async (req, res) => {
    try {
      const { token } = pledgeTokenQuerySchema.parse(req.query);
      const { checkoutUrl } = await createPledgeDonation(ctx, token);
      res.set("Cache-Control", "no-store");
      res.redirect(303, checkoutUrl);
    } catch (error) {
      sendLinkError(
        req,
        res,
        error instanceof ZodError ? new AppError("bad_request", "This link is not valid.") : error,
      );
    }
  });

  router.get(donationPaths.pledgeStop, async (req, res) => {
    try {
      const { token } = pledgeTokenQuerySchema.parse(req.query);
      const { email, wasActive } = await stopPledge(ctx, token);
      if (!wantsHtml(req)) {
        res.json({ message: "Monthly reminders stopped" });
        return;
      }
      const message = wasActive
        ? `We will not send monthly donation reminders to ${email} any more. Thank you for your support.`
        : `Monthly donation reminders to ${email} were already stopped.`;
      res
        .type("html")
        .send(noticePage("Monthly reminders stopped", message, { href: "/", label: "Back to Born To Win" }));
    } catch (error) {
      sendLinkError(
        req,
        res,
        error instanceof ZodError ? new AppError("bad_request", "This link is not valid.") : error,
      );
    }
  });

  return router;
}
