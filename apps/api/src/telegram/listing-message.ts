// A listing as Telegram shows it (HTML parse mode): kind, title, organisation, place, the deadline
// in both calendars, the "never pay to apply" line and a link to its page in the reader's language.
import { type OpportunityKind as KindName, opportunityPagePath } from "@btw/contracts";
import { formatDate, formatEthiopianDate, type Language, mailCatalog, telegramCatalog } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { listingTitle, rowTitle, vocabularyLabel } from "../lib/vocabulary-labels.ts";
import { siteUrl } from "../mail/site-links.ts";
import type { OpportunityKind, OpportunityRow } from "../opportunities/opportunity-kind.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";

export type ListingRow = OpportunityRow & {
  hiddenAt?: Date | null;
  reviewedAt?: Date | null;
  [column: string]: unknown;
};

export interface Listing {
  kind: KindName;
  id: number;
  row: ListingRow;
  /** The poster's organisation, for kinds whose rows name none. */
  posterOrganisation: string | null;
}

const kindOf = (kind: KindName) => API_OPPORTUNITY_KINDS[kind] as unknown as OpportunityKind;

/** The listing whatever its state; null once it is deleted. */
export async function readListing(
  ctx: Pick<AppContext, "db">,
  kind: KindName,
  id: number,
): Promise<Listing | null> {
  const row = (await kindOf(kind).model(ctx.db).find(id)) as ListingRow | null;
  if (!row) return null;
  const poster = row.createdById
    ? await ctx.db.user.findUnique({ where: { id: row.createdById }, select: { organisation: true } })
    : null;
  return { kind, id, row, posterOrganisation: poster?.organisation ?? null };
}

/** Approved and not hidden: what the channels show (a closed listing stays where it was posted). */
export const isShown = (listing: Listing | null): listing is Listing =>
  Boolean(listing && listing.row.status === "approved" && !listing.row.hiddenAt);

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];

function organisationOf(listing: Listing): string {
  const { row } = listing;
  const named = [...list(row.company), ...(typeof row.company === "string" ? [row.company] : [])];
  return (named.length > 0 ? named.join(", ") : (listing.posterOrganisation ?? "")).trim();
}

/** The countries a listing is open to, or a job's location; [] when it names none. */
export function placesOf(row: ListingRow): string[] {
  if (typeof row.location === "string" && row.location.trim()) return [row.location.trim()];
  return [...list(row.eligibilityCountries), ...list(row.selectedCountries)];
}

/** "30 November 2026 · Hidar 21, 2019 E.C." in English; Amharic and Oromo dates carry both already. */
export function deadlineText(deadline: Date, language: Language): string {
  return language === "en"
    ? `${formatDate(deadline, "en")} · ${formatEthiopianDate(deadline, "en")}`
    : formatDate(deadline, language);
}

export function listingUrl(ctx: Pick<AppContext, "env">, kind: KindName, id: number, language: Language) {
  return siteUrl(ctx.env, opportunityPagePath(kind, id), language);
}

/** "Scholarship": the catalogs' kind names start a sentence here (scripts without case keep theirs). */
const kindHeading = (language: Language, kind: KindName) => {
  const name = mailCatalog(language).review.kinds[kind];
  return name.charAt(0).toUpperCase() + name.slice(1);
};

export function listingMessage(ctx: Pick<AppContext, "env">, listing: Listing, language: Language): string {
  const words = telegramCatalog(language).post;
  const mail = mailCatalog(language);
  const { row } = listing;
  const organisation = organisationOf(listing);
  const places = placesOf(row).map((place) => vocabularyLabel(language, "countries", place));
  const lines = [
    `<b>${escapeHtml(kindHeading(language, listing.kind))}</b>`,
    `<b>${escapeHtml(rowTitle(language, listing.kind, row))}</b>`,
    "",
    ...(organisation ? [`🏢 ${escapeHtml(words.organisation)}: ${escapeHtml(organisation)}`] : []),
    `📍 ${escapeHtml(words.place)}: ${escapeHtml(places.length > 0 ? places.join(", ") : words.anywhere)}`,
    `⏳ ${escapeHtml(row.deadline ? mail.digest.deadline(deadlineText(row.deadline, language)) : words.noDeadline)}`,
    "",
    `⚠️ ${escapeHtml(mail.digest.neverPay)}`,
    "",
    `<a href="${escapeHtml(listingUrl(ctx, listing.kind, listing.id, language))}">${escapeHtml(words.open)}</a>`,
  ];
  return lines.join("\n");
}

/** One line of a digest or /saved: the title linked to its page, with kind and deadline. */
export function listingLine(
  ctx: Pick<AppContext, "env">,
  item: { kind: KindName; id: number; title: string; deadline: Date | null },
  language: Language,
): string {
  const mail = mailCatalog(language);
  const deadline = item.deadline ? ` · ${mail.digest.deadline(formatDate(item.deadline, language))}` : "";
  return `• <a href="${escapeHtml(listingUrl(ctx, item.kind, item.id, language))}">${escapeHtml(listingTitle(language, item.kind, item.title))}</a> (${escapeHtml(mail.review.kinds[item.kind])}${escapeHtml(deadline)})`;
}
