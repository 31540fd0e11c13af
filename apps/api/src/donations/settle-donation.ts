// The ONE place a donation changes state after checkout. Callback, webhook, the thank-you page's
// status look-up and the scheduled re-verification all end here: it re-verifies with the gateway,
// checks amount, currency and tx_ref against our record, and changes the row in one conditional
// UPDATE, so replays and races never settle a gift twice (nor send two receipts).
import { randomBytes } from "node:crypto";
import type { DonationStatus } from "@btw/contracts";
import type { Donation, Prisma } from "@btw/db";
import { formatMoney, staffNotices, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { homeUrl } from "../mail/site-links.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";
import { renderDonationReceipt } from "../mail/templates/donation-receipt.ts";
import { mailMessage } from "../mail/templates/index.ts";
import { organisationContact } from "../site-settings/site-settings.service.ts";
import type { VerifiedPayment } from "./payment-gateway.ts";
import { addMonths, pledgeUrls } from "./pledges.service.ts";
import { isTestPayment } from "./test-payment.ts";

type SettleSource = "webhook" | "callback" | "status-check" | "reverify";

export interface SettleResult {
  txRef: string;
  status: DonationStatus;
  /** True only for the one call that changed the row. */
  changed: boolean;
}

/** The failure reason of a checkout nobody completed (the list shows it as abandoned). */
export const ABANDONED_REASON = "No payment was completed within 24 hours";

interface SettleOptions {
  /** Re-verification of stale donations: still pending at the gateway and created before this: failed. */
  expireIfCreatedBefore?: Date;
}

const cents = (value: number | Prisma.Decimal | { toString(): string }) =>
  Math.round(Number(value.toString()) * 100);

/** The gateway is asked about one gift at most this often, whoever asks (thank-you page, callback). */
const REVERIFY_INTERVAL_MS = 30_000;

/**
 * Claims the next question to the gateway about a gift in one of `statuses`: false when it is in
 * none of them or someone asked within REVERIFY_INTERVAL_MS (one conditional update, so two
 * requests at once cannot both win).
 */
export async function claimReverification(
  ctx: Pick<AppContext, "db">,
  donationId: number,
  statuses: DonationStatus[],
): Promise<boolean> {
  const cutoff = new Date(Date.now() - REVERIFY_INTERVAL_MS);
  const claim = await ctx.db.donation.updateMany({
    where: {
      id: donationId,
      status: { in: statuses },
      OR: [{ lastVerifiedAt: null }, { lastVerifiedAt: { lt: cutoff } }],
    },
    data: { lastVerifiedAt: new Date() },
  });
  return claim.count === 1;
}

export async function recordPaymentEvent(
  ctx: Pick<AppContext, "db">,
  event: { donationId?: number | null; txRef: string; source: string; event: string; payload: unknown },
): Promise<void> {
  await ctx.db.paymentEvent.create({
    data: {
      donationId: event.donationId ?? null,
      txRef: event.txRef,
      source: event.source,
      event: event.event,
      payload: (event.payload ?? {}) as Prisma.InputJsonValue,
    },
  });
}

/** Why a verified payment does not match the record, or null when it does. */
function mismatch(donation: Donation, verified: VerifiedPayment): string | null {
  if (verified.txRef !== donation.txRef) return `Chapa answered for ${verified.txRef}, not ${donation.txRef}`;
  if ((verified.currency ?? "").toUpperCase() !== donation.currency.toUpperCase()) {
    return `Paid in ${verified.currency ?? "an unknown currency"}, expected ${donation.currency}`;
  }
  if (verified.amount === null || cents(verified.amount) !== cents(donation.amount)) {
    return `Paid ${verified.amount ?? "an unknown amount"} ${verified.currency}, expected ${formatMoney(Number(donation.amount), donation.currency)}`;
  }
  return null;
}

/** Marks the donation paid (from pending, or from failed when the money arrived late) and starts its pledge. */
async function markPaid(ctx: AppContext, donation: Donation, verified: VerifiedPayment): Promise<boolean> {
  const paidAt = new Date();
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.donation.updateMany({
      where: { id: donation.id, status: { in: ["pending", "failed", "cancelled"] } },
      data: {
        status: "paid",
        paidAt,
        chapaReference: verified.reference,
        paymentMode: verified.mode,
        failureReason: null,
        lastVerifiedAt: paidAt,
      },
    });
    if (count === 0) return false;
    if (donation.donationType === "monthly" && donation.pledgeId === null) {
      const pledge = await tx.monthlyPledge.create({
        data: {
          email: donation.email,
          fname: donation.fname,
          lname: donation.lname,
          phone_number: donation.phone_number,
          address: donation.address,
          amount: donation.amount,
          currency: donation.currency,
          unsubscribeToken: randomBytes(24).toString("base64url"),
          language: donation.language,
          nextReminderAt: addMonths(paidAt, 1),
        },
      });
      await tx.donation.update({ where: { id: donation.id }, data: { pledgeId: pledge.id } });
    }
    return true;
  });
}

async function sendReceipt(ctx: AppContext, donationId: number): Promise<void> {
  const donation = await ctx.db.donation.findUniqueOrThrow({
    where: { id: donationId },
    include: { pledge: true },
  });
  const stopUrl = donation.pledge?.active
    ? pledgeUrls(ctx, donation.pledge.unsubscribeToken).stop
    : undefined;
  const language = toLanguage(donation.language);
  const test = isTestPayment(donation);
  const rendered = renderDonationReceipt({
    language,
    homeUrl: homeUrl(ctx.env, language),
    organisation: organisationContact(ctx.env),
    donorName: `${donation.fname} ${donation.lname}`,
    amount: Number(donation.amount),
    currency: donation.currency,
    paidAt: donation.paidAt ?? new Date(),
    txRef: donation.txRef,
    providerReference: donation.chapaReference,
    monthly: donation.donationType === "monthly",
    stopRemindersUrl: stopUrl,
    test,
  });
  await ctx.mail.send(mailMessage(donation.email, "donation-receipt", rendered));
  const donor = `${donation.fname} ${donation.lname}`;
  const amount = formatMoney(Number(donation.amount), donation.currency);
  await notifyAdmins(
    ctx,
    { template: "admin-donation-received", open: donation.txRef },
    {
      headline: test ? staffNotices.testDonation(donor, amount) : staffNotices.donation(donor, amount),
      details: [
        ["Donor", donor],
        ["Email", donation.email],
        ["Amount", amount],
        ["Gift", donation.donationType === "monthly" ? "Monthly" : "One-time"],
        ["Reference", donation.txRef],
      ],
      replyTo: donation.email,
    },
  );
}

async function markClosed(
  ctx: AppContext,
  donation: Donation,
  status: "failed" | "cancelled",
  reason: string,
): Promise<boolean> {
  const { count } = await ctx.db.donation.updateMany({
    where: { id: donation.id, status: "pending" },
    data: { status, failureReason: reason.slice(0, 500), lastVerifiedAt: new Date() },
  });
  return count === 1;
}

/**
 * Settles a donation from what the gateway says now. Returns null for an unknown tx_ref. Throws
 * PaymentGatewayError when the gateway cannot answer (the caller decides: 502, or try later).
 */
export async function settleDonation(
  ctx: AppContext,
  txRef: string,
  source: SettleSource,
  options: SettleOptions = {},
): Promise<SettleResult | null> {
  const donation = await ctx.db.donation.findUnique({ where: { txRef } });
  if (!donation) return null;
  // Paid (or refunded) is final: nothing to ask the gateway.
  if (donation.status === "paid" || donation.status === "refunded") {
    return { txRef, status: donation.status, changed: false };
  }

  const verified = await ctx.payments.verify(txRef);
  await recordPaymentEvent(ctx, {
    donationId: donation.id,
    txRef,
    source,
    event: `verify.${verified.status}`,
    payload: verified,
  });

  let changed = false;
  if (verified.status === "success") {
    const problem = mismatch(donation, verified);
    if (problem) {
      ctx.logger.error({ txRef, problem, verified }, "payment does not match the donation: not marked paid");
      changed = await markClosed(ctx, donation, "failed", `Needs review: ${problem}`);
    } else {
      changed = await markPaid(ctx, donation, verified);
      if (changed) {
        if (donation.status !== "pending")
          ctx.logger.warn({ txRef, was: donation.status }, "late payment: donation marked paid");
        ctx.logger.info({ txRef, amount: Number(donation.amount), source }, "donation paid");
        await sendReceipt(ctx, donation.id);
      }
    }
  } else if (verified.status === "failed" || verified.status === "cancelled") {
    const reason = verified.status === "failed" ? "The payment failed at Chapa" : "The payment was cancelled";
    changed = await markClosed(ctx, donation, verified.status, reason);
  } else if (options.expireIfCreatedBefore && donation.createdAt < options.expireIfCreatedBefore) {
    changed = await markClosed(ctx, donation, "failed", ABANDONED_REASON);
  } else {
    await ctx.db.donation.update({ where: { id: donation.id }, data: { lastVerifiedAt: new Date() } });
  }

  const current = await ctx.db.donation.findUniqueOrThrow({
    where: { id: donation.id },
    select: { status: true },
  });
  return { txRef, status: current.status, changed };
}
