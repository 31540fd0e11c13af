// Opportunity alerts: what newsletter subscribers and members choose (kinds, fields of study,
// countries, each kind's list filters, language), the weekly digest that follows from it, the home page's "closing soon"
// list and each deadline's calendar file.
import { z } from "zod";
import { isoDateString, stringList } from "./common.ts";
import { FIELDS_OF_STUDY } from "./constants.ts";
import { readerLanguageQuery } from "./content-translations.ts";
import { safeString, wholeNumber } from "./input-rules.ts";
import { siteLanguageSchema } from "./languages.ts";
import { filterQueryFields } from "./opportunities.ts";
import { filtersOf, filterValues } from "./opportunity-filters.ts";
import { OPPORTUNITY_KINDS, type OpportunityKind } from "./opportunity-kind-info.ts";

/** Kinds as a list; a form may send a JSON list or "jobs,training". Empty means every kind. */
const alertKindsSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return [];
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text.split(",").map((part) => part.trim());
  },
  z
    .array(z.enum(OPPORTUNITY_KINDS, { error: `Kinds: choose from ${OPPORTUNITY_KINDS.join(", ")}` }), {
      error: "Kinds must be a list",
    })
    .max(OPPORTUNITY_KINDS.length)
    .transform((kinds) => [...new Set(kinds)]),
);

/** Per kind, the list filters an alert keeps to: parameter -> value, as the kind's list takes them. */
export type AlertFilters = Partial<Record<OpportunityKind, Record<string, string>>>;

/**
 * A kind's list filters that an alert offers: all but the field of study, which the alert's own
 * `fieldsOfStudy` chooses (several at once, for every kind that has fields).
 */
export const alertFiltersOf = (kind: OpportunityKind) =>
  filtersOf(kind).filter(([, filter]) => filter.field !== "fieldsOfStudy");

/**
 * Per kind, the filters its list offers (opportunity-filters.ts) but the field of study, one value
 * each; "" is none. Unknown kinds, filters or values are refused; kinds left with no filter are dropped.
 */
export const alertFiltersSchema = z
  .strictObject(
    Object.fromEntries(
      OPPORTUNITY_KINDS.map((kind) => [
        kind,
        z.strictObject(filterQueryFields(kind, alertFiltersOf(kind))).optional(),
      ]),
    ) as Record<OpportunityKind, z.ZodOptional<z.ZodObject>>,
    { error: "Filters must be an object of kinds" },
  )
  .transform((filters): AlertFilters => {
    const chosen = Object.entries(filters).flatMap(([kind, values]) => {
      const set = Object.entries(values ?? {}).filter(([, value]) => typeof value === "string");
      return set.length > 0 ? [[kind, Object.fromEntries(set)]] : [];
    });
    return Object.fromEntries(chosen);
  });

/** The filters as the API answers them: each kind's chosen values. */
const alertFiltersResponseSchema = z.object(
  Object.fromEntries(
    OPPORTUNITY_KINDS.map((kind) => [
      kind,
      z
        .object(
          Object.fromEntries(
            alertFiltersOf(kind).map(([param, filter]) => [
              param,
              z.enum(filterValues(filter) as [string, ...string[]]).optional(),
            ]),
          ),
        )
        .optional(),
    ]),
  ),
) as unknown as z.ZodType<AlertFilters>;

/**
 * What a person wants to hear about. Every list empty means "everything". A field of study narrows
 * scholarships (the kind that has fields); a country narrows the kinds that name countries
 * (scholarships, internships, training) and jobs by their location. A kind's filters narrow that
 * kind alone, as on its list.
 */
export const alertChoicesSchema = z.object({
  kinds: alertKindsSchema.default([]),
  fieldsOfStudy: stringList("Fields of study", { allowed: FIELDS_OF_STUDY }).default([]),
  countries: stringList("Countries", { max: 30 }).default([]),
  filters: alertFiltersSchema.default({}),
});
export type AlertChoices = z.output<typeof alertChoicesSchema>;

/** A member's settings (`PUT /alerts/preferences`); `enabled` false stops the digest. */
export const alertPreferencesInputSchema = alertChoicesSchema.extend({
  enabled: z.boolean({ error: "enabled must be true or false" }).default(true),
  language: siteLanguageSchema,
});
export type AlertPreferencesInput = z.input<typeof alertPreferencesInputSchema>;

export const alertPreferencesSchema = z.object({
  enabled: z.boolean(),
  kinds: z.array(z.enum(OPPORTUNITY_KINDS)),
  fieldsOfStudy: z.array(z.string()),
  countries: z.array(z.string()),
  filters: alertFiltersResponseSchema,
  language: z.enum(["en", "am", "om"]),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;
export const alertPreferencesResponseSchema = z.object({ alerts: alertPreferencesSchema });

/** The token of the links in every digest and confirmation email. */
export const alertTokenQuerySchema = z.object({ token: safeString().min(10).max(200) });

/** A subscriber's settings, read and changed through the link in their emails. */
export const subscriptionAlertsResponseSchema = z.object({
  /** The address, partly masked (a forwarded link must not reveal it whole). */
  email: z.string(),
  status: z.enum(["pending", "confirmed", "unsubscribed"]),
  alerts: alertPreferencesSchema,
});
export type SubscriptionAlerts = z.infer<typeof subscriptionAlertsResponseSchema>;

export const UNSUBSCRIBE_MESSAGE = "You will not receive the weekly alerts any more.";

// ---- Closing soon ------------------------------------------------------------------------------

export const closingSoonQuerySchema = z.object({
  limit: wholeNumber(1, 24, "limit").default(6),
  kind: z.preprocess((v) => (v === "" ? undefined : v), z.enum(OPPORTUNITY_KINDS).optional()),
  ...readerLanguageQuery,
});

/** One open listing whose deadline day is within CLOSING_SOON_DAYS, soonest first. */
export const closingSoonItemSchema = z.object({
  kind: z.enum(OPPORTUNITY_KINDS),
  id: z.number().int(),
  title: z.string(),
  deadline: isoDateString,
  /** Public page path (English; the web adds the language prefix). */
  path: z.string(),
  /** Whole days left: 0 means the deadline is today. */
  daysLeft: z.number().int(),
});
export type ClosingSoonItem = z.infer<typeof closingSoonItemSchema>;
export const closingSoonResponseSchema = z.object({ closingSoon: z.array(closingSoonItemSchema) });

// ---- Digest ------------------------------------------------------------------------------------

/** At most this many new and this many closing-soon listings in one weekly email. */
export const DIGEST_LIMITS = { newItems: 15, closingSoon: 10 } as const;

/** ISO week of a date (UTC), as "2026-W47": the digest's once-per-person key. */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
