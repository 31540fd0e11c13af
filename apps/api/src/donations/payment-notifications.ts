// What Chapa tells us after checkout: the signed webhook (server to server) and the callback URL.
// Neither is trusted for the outcome: both only name a tx_ref, and settleDonation asks Chapa.

import { txRefSchema } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import { jsonNestsDeeperThan, MAX_NESTING, TOO_DEEP_MESSAGE } from "../lib/nesting.ts";
import { PaymentGatewayError } from "./payment-gateway.ts";
import {
  claimReverification,
  recordPaymentEvent,
  type SettleResult,
  settleDonation,
} from "./settle-donation.ts";
import { isSignedWebhook } from "./webhook-signature.ts";

interface WebhookHeaders {
  "x-chapa-signature"?: string;
  "chapa-signature"?: string;
}

async function settleOrRetryLater(ctx: AppContext, txRef: string, source: "webhook" | "callback") {
  try {
    return await settleDonation(ctx, txRef, source);
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      ctx.logger.warn({ txRef, source, err: error }, "could not verify with the payment gateway");
      throw new AppError(
        "unavailable",
        "Could not verify the payment with Chapa right now; it will be checked again shortly",
      );
    }
    throw error;
  }
}

export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  headers: WebhookHeaders,
  origin: { ip?: string } = {},
): Promise<{ message: string; status?: string }> {
  if (!isSignedWebhook(rawBody, headers, ctx.payments.webhookSecret)) {
    ctx.logger.warn(
      {
        ip: origin.ip,
        signed: Boolean(headers["x-chapa-signature"] || headers["chapa-signature"]),
        bytes: rawBody.length,
      },
      "payment webhook refused: missing or wrong signature",
    );
    throw new AppError("unauthorized", "Invalid webhook signature");
  }
  // Signed, yet stored as JSON: bounded like every other body before it is parsed.
  if (jsonNestsDeeperThan(rawBody, MAX_NESTING)) throw new AppError("bad_request", TOO_DEEP_MESSAGE);
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(rawBody.toString("utf8")) as Record<string, unknown>;
  } catch {
    throw new AppError("bad_request", "Webhook body is not JSON");
  }
  const parsedRef = txRefSchema.safeParse(payload.tx_ref ?? payload.trx_ref);
  if (!parsedRef.success) throw new AppError("bad_request", "Webhook has no valid tx_ref");
  const txRef = parsedRef.data;
  const event = typeof payload.event === "string" ? payload.event.slice(0, 100) : "unknown";
  const donation = await ctx.db.donation.findUnique({ where: { txRef }, select: { id: true } });
  await recordPaymentEvent(ctx, { donationId: donation?.id, txRef, source: "webhook", event, payload });
  if (!donation) {
    // Answer 200 so Chapa stops retrying a reference that is not ours.
    ctx.logger.warn({ txRef, event }, "payment webhook for an unknown tx_ref");
    return { message: "Unknown transaction; ignored" };
  }
  const result = await settleOrRetryLater(ctx, txRef, "webhook");
  return { message: "Received", status: result?.status };
}

/**
 * Chapa's callback, which anyone can also call with a reference they saw. It records and verifies
 * nothing for a gift already paid or refunded, or one the gateway was asked about moments ago
 * (REVERIFY_INTERVAL_MS): it answers the status as it stands.
 */
export async function receiveCallback(
  ctx: AppContext,
  query: { txRef: string; refId?: string; status?: string },
): Promise<SettleResult> {
  const donation = await ctx.db.donation.findUnique({
    where: { txRef: query.txRef },
    select: { id: true, status: true },
  });
  if (!donation) throw new AppError("not_found", "Donation not found");
  if (!(await claimReverification(ctx, donation.id, ["pending", "failed", "cancelled"]))) {
    return { txRef: query.txRef, status: donation.status, changed: false };
  }
  await recordPaymentEvent(ctx, {
    donationId: donation.id,
    txRef: query.txRef,
    source: "callback",
    event: `callback.${query.status ?? "unknown"}`.slice(0, 100),
    payload: { ref_id: query.refId ?? null, status: query.status ?? null },
  });
  const result = await settleOrRetryLater(ctx, query.txRef, "callback");
  return result!;
}
