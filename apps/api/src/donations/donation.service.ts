import { randomBytes } from "node:crypto";
import {
  API_PREFIX,
  DONATION_THANK_YOU_PATH,
  type Donation,
  type DonationStatusResponse,
  type DonationType,
  type donationExportQuerySchema,
  type donationPageQuerySchema,
  donationPaths,
  type donationRequestSchema,
  type donationTotalsQuerySchema,
  localizedPath,
  SITE_NAME,
} from "@btw/contracts";
import type { Donation as DonationRow, Prisma } from "@btw/db";
import { type Language, toLanguage } from "@btw/i18n";
import type { z } from "zod";
import { pageAdminList } from "../admin-lists/admin-list-page.ts";
import type { AppContext } from "../context.ts";
import { CSV_BOM, csvRow } from "../lib/csv.ts";
import { AppError, notFound } from "../lib/errors.ts";
import { escapeLike } from "../lib/like-pattern.ts";
import { isAbandoned } from "./abandoned.ts";
import { PaymentGatewayError } from "./payment-gateway.ts";
import { claimReverification, recordPaymentEvent, settleDonation } from "./settle-donation.ts";
import { isTestPayment } from "./test-payment.ts";

type DonationInput = z.output<typeof donationRequestSchema>;
type DonationPageQuery = z.output<typeof donationPageQuerySchema>;
type DonationExportQuery = z.output<typeof donationExportQuerySchema>;
type DonationTotalsQuery = z.output<typeof donationTotalsQuerySchema>;

/** The thank-you page of a gift, in the language the donor gave in. */
function thankYouPath(txRef: string, language: Language | undefined): string {
  return `${localizedPath(DONATION_THANK_YOU_PATH, language)}?tx_ref=${encodeURIComponent(txRef)}`;
}

/** The thank-you page of a recorded gift (English when the reference names none). */
export async function thankYouPathOf(ctx: AppContext, txRef: string): Promise<string> {
  const gift = await ctx.db.donation.findUnique({ where: { txRef }, select: { language: true } });
  return thankYouPath(txRef, gift ? toLanguage(gift.language) : undefined);
}

export const GATEWAY_DOWN_MESSAGE =
  "We could not reach our payment provider, Chapa, so nothing was charged. Please try again in a few minutes.";
export const GIVING_UNAVAILABLE_MESSAGE =
  "Online giving is not available right now. Please contact us to give another way.";

const newTxRef = () => `btw-${Date.now().toString(36)}-${randomBytes(8).toString("hex")}`;

function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    txRef: row.txRef,
    amount: Number(row.amount),
    currency: row.currency,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone_number: row.phone_number,
    address: row.address,
    donationType: row.donationType,
    status: row.status,
    chapaReference: row.chapaReference,
    failureReason: row.failureReason,
    test: isTestPayment(row),
    abandoned: isAbandoned(row),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function publicBase(ctx: AppContext): string {
  return ctx.env.PUBLIC_URL.replace(/\/+$/, "");
}

interface Donor {
  fname: string;
  lname: string;
  email: string;
  phone_number: string;
  address: string;
}

/**
 * Records the gift (pending, with its own tx_ref) BEFORE asking the gateway for a checkout, so a
 * payment can never arrive for a donation we do not know. A gateway failure marks it failed.
 */
async function startCheckout(
  ctx: AppContext,
  gift: Donor & { amount: number; donationType: DonationType; pledgeId?: number; language: Language },
): Promise<{ checkoutUrl: string; txRef: string }> {
  if (ctx.payments.mode === "unavailable") throw new AppError("unavailable", GIVING_UNAVAILABLE_MESSAGE);
  const txRef = newTxRef();
  const donation = await ctx.db.donation.create({
    data: {
      txRef,
      amount: gift.amount,
      currency: "ETB",
      fname: gift.fname,
      lname: gift.lname,
      email: gift.email,
      phone_number: gift.phone_number,
      address: gift.address,
      donationType: gift.donationType,
      pledgeId: gift.pledgeId ?? null,
      language: gift.language,
      status: "pending",
      // Marked before payment, so a test gift reads TEST while it is still pending.
      paymentMode: ctx.payments.mode === "test" ? "test" : null,
    },
  });
  const base = publicBase(ctx);
  const monthly = gift.donationType === "monthly";
  try {
    const { checkoutUrl } = await ctx.payments.initialize({
      txRef,
      amount: gift.amount,
      currency: "ETB",
      email: gift.email,
      firstName: gift.fname,
      lastName: gift.lname,
      phoneNumber: gift.phone_number,
      callbackUrl: `${base}${API_PREFIX}${donationPaths.callback}?trx_ref=${encodeURIComponent(txRef)}`,
      returnUrl: `${base}${thankYouPath(txRef, gift.language)}`,
      title: SITE_NAME,
      description: monthly ? "Monthly gift to Born To Win" : "Donation to Born To Win",
    });
    await ctx.db.donation.update({ where: { id: donation.id }, data: { checkoutUrl } });
    await recordPaymentEvent(ctx, {
      donationId: donation.id,
      txRef,
      source: "api",
      event: "initialize",
      payload: { checkoutUrl },
    });
    return { checkoutUrl, txRef };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.db.donation.update({
      where: { id: donation.id },
      data: { status: "failed", failureReason: reason.slice(0, 500) },
    });
    await recordPaymentEvent(ctx, {
      donationId: donation.id,
      txRef,
      source: "api",
      event: "initialize.failed",
      payload: { reason },
    });
    ctx.logger.error({ txRef, err: error }, "payment initialize failed");
    if (error instanceof PaymentGatewayError) throw new AppError("bad_gateway", GATEWAY_DOWN_MESSAGE);
    throw error;
  }
}

/** `language` is the donate page's: the receipt speaks it, even when it follows a webhook. */
export function createDonation(ctx: AppContext, input: DonationInput, language: Language) {
  return startCheckout(ctx, {
    language,
    amount: input.amount,
    donationType: input.donationType,
    fname: input.fname,
    lname: input.lname,
    email: input.email,
    phone_number: input.phone_number,
    address: input.address,
  });
}

/** The monthly reminder's link: a fresh checkout for this month's pledged gift, made when clicked. */
export async function createPledgeDonation(ctx: AppContext, token: string) {
  const pledge = await ctx.db.monthlyPledge.findUnique({ where: { unsubscribeToken: token } });
  if (!pledge) throw new AppError("not_found", "This link is not valid. Please donate from our website.");
  if (!pledge.active)
    throw new AppError(
      "gone",
      "Monthly reminders for this gift were stopped. You can still donate from our website.",
    );
  return startCheckout(ctx, {
    amount: Number(pledge.amount),
    donationType: "monthly",
    pledgeId: pledge.id,
    language: toLanguage(pledge.language),
    fname: pledge.fname,
    lname: pledge.lname,
    email: pledge.email,
    phone_number: pledge.phone_number,
    address: pledge.address,
  });
}

/**
 * What the thank-you page shows. A gift still pending is re-verified with the gateway (at most
 * every 30 s per gift), so the donor learns the outcome even when Chapa's webhook is late.
 */
export async function getDonationStatus(ctx: AppContext, txRef: string): Promise<DonationStatusResponse> {
  const select = {
    id: true,
    txRef: true,
    status: true,
    amount: true,
    currency: true,
    donationType: true,
    paymentMode: true,
    paidAt: true,
    lastVerifiedAt: true,
  };
  let row = await ctx.db.donation.findUnique({ where: { txRef }, select });
  if (!row) throw notFound("Donation");
  if (row.status === "pending") {
    if (await claimReverification(ctx, row.id, ["pending"])) {
      try {
        await settleDonation(ctx, txRef, "status-check");
      } catch (error) {
        ctx.logger.warn({ txRef, err: error }, "status check could not reach the payment gateway");
      }
      row = (await ctx.db.donation.findUnique({ where: { txRef }, select })) ?? row;
    }
  }
  return {
    txRef: row.txRef,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    donationType: row.donationType,
    test: isTestPayment(row),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function donationWhere(
  query: Omit<DonationPageQuery, "page" | "limit"> & { ids?: number[] | undefined },
): Prisma.DonationWhereInput {
  const where: Prisma.DonationWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.donationType) where.donationType = query.donationType;
  if (query.from || query.to)
    where.createdAt = { ...(query.from && { gte: query.from }), ...(query.to && { lte: query.to }) };
  // An export of the rows selected in the list.
  if (query.ids?.length) where.id = { in: query.ids };
  if (query.q) {
    const contains = { contains: escapeLike(query.q), mode: "insensitive" as const };
    where.OR = [
      { txRef: contains },
      { email: contains },
      { fname: contains },
      { lname: contains },
      { phone_number: contains },
    ];
  }
  return where;
}

export async function listDonations(ctx: AppContext, query: DonationPageQuery) {
  const where = donationWhere(query);
  return pageAdminList(ctx.db.donation, where, query, toDonation);
}

/** Paid gifts per calendar month (UTC), newest month first. */
export async function monthlyTotals(ctx: AppContext, query: DonationTotalsQuery) {
  const from = query.from ?? new Date(0);
  const to = query.to ?? new Date("9999-12-31T00:00:00Z");
  const rows = await ctx.db.$queryRaw<Array<{ month: string; count: bigint; amount: Prisma.Decimal | null }>>`
    SELECT to_char(date_trunc('month', "paidAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
           count(*) AS count,
           sum(amount) AS amount
    FROM donations
    WHERE status = 'paid' AND "paidAt" >= ${from} AND "paidAt" <= ${to}
    GROUP BY 1
    ORDER BY 1 DESC`;
  return {
    totals: rows.map((row) => ({
      month: row.month,
      count: Number(row.count),
      amountEtb: Number(row.amount ?? 0),
    })),
  };
}

const CSV_COLUMNS = [
  "id",
  "txRef",
  "createdAt",
  "paidAt",
  "status",
  "donationType",
  "amount",
  "currency",
  "fname",
  "lname",
  "email",
  "phone_number",
  "address",
  "chapaReference",
  "failureReason",
  "test",
] as const;

/** The CSV in lines, read from the database in batches (an export never holds every row at once). */
export async function* exportDonationsCsv(
  ctx: AppContext,
  query: DonationExportQuery,
): AsyncGenerator<string> {
  yield CSV_BOM;
  yield csvRow([...CSV_COLUMNS]);
  const where = donationWhere(query);
  let cursor: number | undefined;
  for (;;) {
    const rows = await ctx.db.donation.findMany({
      where,
      orderBy: { id: "desc" },
      take: 500,
      ...(cursor !== undefined && { cursor: { id: cursor }, skip: 1 }),
    });
    if (rows.length === 0) return;
    yield rows
      .map((row) => {
        const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
          ...row,
          amount: Number(row.amount).toFixed(2),
          test: isTestPayment(row) ? "TEST" : "",
        };
        return csvRow(CSV_COLUMNS.map((column) => values[column]));
      })
      .join("");
    cursor = rows[rows.length - 1]!.id;
  }
}
