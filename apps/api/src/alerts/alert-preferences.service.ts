// Alert choices of members (their own, signed in) and newsletter subscribers (through the token in
// their emails). Every list empty means "everything", and no filters keep every listing of the chosen
// kinds; the digest reads these rows.
import { randomBytes } from "node:crypto";
import {
  type AlertChoices,
  type AlertFilters,
  type AlertPreferences,
  type AlertPreferencesInput,
  alertFiltersSchema,
} from "@btw/contracts";
import type { AlertPreference } from "@btw/db";
import { type Language, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import type { AuthUser } from "../lib/auth.ts";
import { notFound } from "../lib/errors.ts";

export const newAlertToken = () => randomBytes(24).toString("base64url");

/**
 * The stored filters, read through the contracts' schema: a value a vocabulary no longer has drops
 * the filters (the person then hears of more, never of less).
 */
const storedAlertFilters = (value: unknown): AlertFilters => alertFiltersSchema.catch({}).parse(value);

/** A row's choices, as the digest matches them. */
export const alertChoicesOf = (row: AlertPreference): AlertChoices => ({
  kinds: row.kinds as AlertChoices["kinds"],
  fieldsOfStudy: row.fieldsOfStudy,
  countries: row.countries,
  filters: storedAlertFilters(row.filters),
});

function toAlertPreferences(row: AlertPreference): AlertPreferences {
  return { enabled: row.enabled, ...alertChoicesOf(row), language: toLanguage(row.language) };
}

/** The columns a person's saved settings set: the choices, the digest's language and `enabled`. */
const settingsData = (input: AlertChoices & { enabled: boolean; language: Language }) => ({
  enabled: input.enabled,
  kinds: input.kinds,
  fieldsOfStudy: input.fieldsOfStudy,
  countries: input.countries,
  filters: input.filters,
  language: input.language,
});

/** A member's settings; before they save any, alerts are off (members choose to get them). */
export async function memberAlerts(ctx: Pick<AppContext, "db">, user: AuthUser): Promise<AlertPreferences> {
  const row = await ctx.db.alertPreference.findUnique({ where: { userId: user.id } });
  if (row) return toAlertPreferences(row);
  const account = await ctx.db.user.findUnique({ where: { id: user.id }, select: { language: true } });
  return {
    enabled: false,
    kinds: [],
    fieldsOfStudy: [],
    countries: [],
    filters: {},
    language: toLanguage(account?.language),
  };
}

export async function saveMemberAlerts(
  ctx: Pick<AppContext, "db">,
  user: AuthUser,
  input: Required<Pick<AlertPreferencesInput, "enabled">> & AlertChoices & { language: Language },
): Promise<AlertPreferences> {
  const data = settingsData(input);
  const row = await ctx.db.alertPreference.upsert({
    where: { userId: user.id },
    create: { ...data, userId: user.id, token: newAlertToken() },
    update: data,
  });
  return toAlertPreferences(row);
}

/**
 * Choices sent with a newsletter sign-up. They apply only while the address is not yet confirmed:
 * anyone may type any address into the form, and a confirmed subscriber changes their choices
 * through the link in their emails instead.
 */
export async function saveSignUpChoices(
  ctx: Pick<AppContext, "db">,
  email: string,
  choices: Partial<AlertChoices>,
  language: Language,
): Promise<void> {
  const subscriber = await ctx.db.subscriber.findUnique({ where: { email } });
  if (!subscriber || subscriber.status === "confirmed") return;
  const data = {
    kinds: choices.kinds ?? [],
    fieldsOfStudy: choices.fieldsOfStudy ?? [],
    countries: choices.countries ?? [],
    filters: choices.filters ?? {},
    language,
    enabled: true,
  };
  await ctx.db.alertPreference.upsert({
    where: { subscriberId: subscriber.id },
    create: { ...data, subscriberId: subscriber.id, token: newAlertToken() },
    update: data,
  });
}

/** "ab•••@example.org": enough for the owner to recognise, not enough to learn from a forwarded link. */
function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}•••@${domain}`;
}

async function subscriberRowByToken(ctx: Pick<AppContext, "db">, token: string) {
  const row = await ctx.db.alertPreference.findUnique({ where: { token }, include: { subscriber: true } });
  if (!row?.subscriber) throw notFound("Subscription");
  return { row, subscriber: row.subscriber };
}

export async function subscriptionAlerts(ctx: Pick<AppContext, "db">, token: string) {
  const { row, subscriber } = await subscriberRowByToken(ctx, token);
  return { email: maskEmail(subscriber.email), status: subscriber.status, alerts: toAlertPreferences(row) };
}

/** `enabled` false stops every alert; true again restores a once-confirmed subscription. */
export async function saveSubscriptionAlerts(
  ctx: Pick<AppContext, "db">,
  token: string,
  input: AlertChoices & { enabled: boolean; language: Language },
) {
  let { subscriber } = await subscriberRowByToken(ctx, token);
  // The link came to their inbox: someone who had confirmed and then left the list may come back.
  if (input.enabled && subscriber.status === "unsubscribed" && subscriber.confirmedAt) {
    subscriber = await ctx.db.subscriber.update({
      where: { id: subscriber.id },
      data: { status: "confirmed", unsubscribedAt: null },
    });
  }
  const row = await ctx.db.alertPreference.update({ where: { token }, data: settingsData(input) });
  return { email: maskEmail(subscriber.email), status: subscriber.status, alerts: toAlertPreferences(row) };
}

/**
 * The digest's unsubscribe link (and RFC 8058 one-click POST): a subscriber leaves the list, a
 * member's alerts turn off. Idempotent; the person's language, or null when the token names nobody.
 */
export async function unsubscribeAlerts(
  ctx: Pick<AppContext, "db">,
  token: string,
): Promise<Language | null> {
  const row = await ctx.db.alertPreference.findUnique({ where: { token } });
  if (!row) return null;
  await ctx.db.alertPreference.update({ where: { id: row.id }, data: { enabled: false } });
  if (row.subscriberId !== null) {
    await ctx.db.subscriber.updateMany({
      where: { id: row.subscriberId, status: { not: "unsubscribed" } },
      data: { status: "unsubscribed", unsubscribedAt: new Date() },
    });
  }
  return toLanguage(row.language);
}
