import { randomBytes } from "node:crypto";
import { API_PREFIX, apiPaths, type Subscriber, type SubscriberInput } from "@btw/contracts";
import type { Subscriber as SubscriberRow, SubscriberStatus } from "@btw/db";
import { type Language, toLanguage } from "@btw/i18n";
import { pageAdminList } from "../admin-lists/admin-list-page.ts";
import { searchWhere } from "../admin-lists/list-order.ts";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { CSV_BOM, csvRow } from "../lib/csv.ts";
import { isUniqueViolation } from "../lib/errors.ts";
import { homeUrl } from "../mail/site-links.ts";
import { renderNewsletterConfirm } from "../mail/templates/newsletter-confirm.ts";

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

function subscriberLink(ctx: AppContext, action: "confirm" | "unsubscribe", token: string): string {
  const url = new URL(`${API_PREFIX}${apiPaths.subscribers}/${action}`, ctx.env.PUBLIC_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/** One address gets a confirmation mail at most this often, however many times it is signed up. */
const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Mails the confirmation unless one went to this address within CONFIRMATION_INTERVAL_MS (claimed
 * in one conditional update, so sign-ups at the same moment send one). Anyone can type anyone's
 * address: this keeps the site from being used to flood a mailbox.
 */
async function sendConfirmation(ctx: AppContext, row: SubscriberRow): Promise<void> {
  const cutoff = new Date(Date.now() - CONFIRMATION_INTERVAL_MS);
  const claim = await ctx.db.subscriber.updateMany({
    where: { id: row.id, OR: [{ confirmationSentAt: null }, { confirmationSentAt: { lt: cutoff } }] },
    data: { confirmationSentAt: new Date() },
  });
  if (claim.count === 0) return;
  try {
    const language = toLanguage(row.language);
    const rendered = renderNewsletterConfirm({
      confirmUrl: subscriberLink(ctx, "confirm", row.confirmToken),
      unsubscribeUrl: subscriberLink(ctx, "unsubscribe", row.confirmToken),
      language,
      homeUrl: homeUrl(ctx.env, language),
    });
    await ctx.mail.send({ to: row.email, template: "newsletter-confirm", ...rendered });
  } catch (error) {
    ctx.logger.error({ err: error, subscriberId: row.id }, "could not send the newsletter confirmation");
  }
}

/**
 * Signs an address up, pending until its owner confirms by email. An address already on the list
 * never gets a second row; the answer is the same either way, so nobody learns who subscribed.
 */
export async function subscribe(
  ctx: AppContext,
  input: Required<SubscriberInput>,
  language: Language,
): Promise<{ created: boolean }> {
  const existing = await ctx.db.subscriber.findUnique({ where: { email: input.email } });
  if (!existing) {
    try {
      const row = await ctx.db.subscriber.create({
        data: {
          email: input.email,
          source: input.source,
          language,
          confirmToken: randomBytes(24).toString("base64url"),
        },
      });
      await sendConfirmation(ctx, row);
      return { created: true };
    } catch (error) {
      // Two sign-ups of one address at the same moment: the other one made the row.
      if (isUniqueViolation(error)) return { created: false };
      throw error;
    }
  }
  if (existing.status === "confirmed") return { created: false };
  // Pending (the first mail may be lost) or unsubscribed (changed their mind): ask again, in the
  // language they use now.
  const row =
    existing.status === "unsubscribed" || existing.language !== language
      ? await ctx.db.subscriber.update({
          where: { id: existing.id },
          data: { status: "pending", unsubscribedAt: null, language },
        })
      : existing;
  await sendConfirmation(ctx, row);
  return { created: false };
}

/** The subscriber's language when the token named one (their confirmation page speaks it), or null. */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<Language | null> {
  const row = await ctx.db.subscriber.findUnique({ where: { confirmToken: token } });
  if (!row) return null;
  if (row.status !== "confirmed") {
    await ctx.db.subscriber.update({
      where: { id: row.id },
      data: { status: "confirmed", confirmedAt: row.confirmedAt ?? new Date(), unsubscribedAt: null },
    });
  }
  return toLanguage(row.language);
}

export async function unsubscribe(ctx: AppContext, token: string): Promise<boolean> {
  const { count } = await ctx.db.subscriber.updateMany({
    where: { confirmToken: token, status: { not: "unsubscribed" } },
    data: { status: "unsubscribed", unsubscribedAt: new Date() },
  });
  if (count > 0) return true;
  return (await ctx.db.subscriber.count({ where: { confirmToken: token } })) > 0;
}

export async function pageSubscribers(
  ctx: AppContext,
  query: {
    page: number;
    limit: number;
    status?: SubscriberStatus | undefined;
    q?: string | undefined;
    sort: string;
  },
) {
  const where = { ...(query.status ? { status: query.status } : {}), ...searchWhere(query.q, ["email"]) };
  const { data, ...meta } = await pageAdminList(ctx.db.subscriber, where, query, toSubscriber);
  return { subscribers: data, ...meta };
}

const EXPORT_BATCH = 1000;

/** The list as CSV, read in batches by id so a long list never sits in memory at once. */
export async function* subscriberCsv(ctx: AppContext, status?: SubscriberStatus): AsyncGenerator<string> {
  yield CSV_BOM;
  yield csvRow(["id", "email", "status", "source", "language", "createdAt", "confirmedAt", "unsubscribedAt"]);
  let after = 0;
  for (;;) {
    const rows = await ctx.db.subscriber.findMany({
      where: { id: { gt: after }, ...(status ? { status } : {}) },
      orderBy: { id: "asc" },
      take: EXPORT_BATCH,
    });
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRow([
          row.id,
          row.email,
          row.status,
          row.source,
          row.language,
          row.createdAt,
          row.confirmedAt,
          row.unsubscribedAt,
        ]),
      )
      .join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

export async function deleteSubscriber(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "subscribers", id);
}
