// The weekly digest. Each person (one email address, whether member, subscriber or both) gets at
// most one per ISO week: a digest_deliveries row (unique per email and week) is written before the
// message is queued, so a retried or repeated run skips whoever already has this week's row. People
// whose choices match nothing this week get nothing.

import {
  type AlertChoices,
  filtersOf,
  isoWeekOf,
  type OpportunityKind,
  opportunityPagePath,
  PRIVATE_PAGES,
} from "@btw/contracts";
import { formatList, type Language, labelled, mailCatalog, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../lib/errors.ts";
import { listingTitle, vocabularyLabel } from "../lib/vocabulary-labels.ts";
import { homeUrl, siteUrl } from "../mail/site-links.ts";
import { renderWeeklyDigest } from "../mail/templates/weekly-digest.ts";
import { alertSettingsUrl, alertUnsubscribeUrl } from "./alert-links.ts";
import { alertChoicesOf, newAlertToken } from "./alert-preferences.service.ts";
import { type DigestItem, type DigestMatches, matchDigest } from "./digest-matching.ts";
import { titleIn } from "./public-listings.ts";

const WEEK_MS = 7 * 86_400_000;

interface DigestRecipient {
  email: string;
  language: Language;
  choices: AlertChoices;
  token: string;
  /** Members change their choices in their account; subscribers through the emailed link. */
  member: boolean;
}

interface DigestRun {
  week: string;
  sent: number;
  /** Nothing matched their choices this week. */
  noMatches: number;
  /** This week's digest was already sent to them (a retry, or a second run). */
  alreadySent: number;
}

/**
 * Confirmed subscribers get a settings row (every choice open) the first time a digest is made;
 * `emails` limits that to some addresses.
 */
async function ensureSubscriberRows(ctx: Pick<AppContext, "db">, emails?: string[]): Promise<void> {
  const missing = await ctx.db.subscriber.findMany({
    where: { status: "confirmed", alertPreference: null, ...(emails ? { email: { in: emails } } : {}) },
    select: { id: true, language: true },
  });
  if (missing.length === 0) return;
  // One insert for all; a row another run made at the same moment is skipped.
  await ctx.db.alertPreference.createMany({
    data: missing.map((subscriber) => ({
      subscriberId: subscriber.id,
      language: subscriber.language,
      token: newAlertToken(),
      kinds: [],
      fieldsOfStudy: [],
      countries: [],
    })),
    skipDuplicates: true,
  });
}

/**
 * Everyone who gets the digest: members with alerts on and confirmed subscribers, once per address.
 * `only` reads just those addresses' rows (addresses are stored in lower case).
 */
export async function digestRecipients(
  ctx: Pick<AppContext, "db">,
  only?: readonly string[],
): Promise<DigestRecipient[]> {
  const emails = only ? [...new Set(only.map((email) => email.trim().toLowerCase()))] : undefined;
  await ensureSubscriberRows(ctx, emails);
  const member = { active: true, ...(emails ? { email: { in: emails } } : {}) };
  const subscriber = { status: "confirmed" as const, ...(emails ? { email: { in: emails } } : {}) };
  const rows = await ctx.db.alertPreference.findMany({
    where: { enabled: true, OR: [{ user: member }, { subscriber }] },
    include: { user: { select: { email: true } }, subscriber: { select: { email: true } } },
    orderBy: { id: "asc" },
  });
  const byEmail = new Map<string, DigestRecipient>();
  for (const row of rows) {
    const email = (row.user?.email ?? row.subscriber?.email)?.toLowerCase();
    if (!email) continue;
    const isMember = row.user !== null;
    // A member's own settings win over the same address's newsletter settings.
    if (byEmail.has(email) && !isMember) continue;
    byEmail.set(email, {
      email,
      language: toLanguage(row.language),
      choices: alertChoicesOf(row),
      token: row.token,
      member: isMember,
    });
  }
  return [...byEmail.values()];
}

/** The filters that narrow the kinds a person follows, one kind a line: "job: Remote, Addis Ababa". */
function filterLines(choices: AlertChoices, language: Language): string[] {
  const kinds = mailCatalog(language).review.kinds;
  return (Object.entries(choices.filters) as Array<[OpportunityKind, Record<string, string>]>).flatMap(
    ([kind, values]) => {
      if (choices.kinds.length > 0 && !choices.kinds.includes(kind)) return [];
      const labels = filtersOf(kind).flatMap(([param, filter]) => {
        const value = values[param];
        return value ? [vocabularyLabel(language, filter.vocabulary, value)] : [];
      });
      return labels.length > 0 ? [labelled(kinds[kind], formatList(labels, language), language)] : [];
    },
  );
}

function renderFor(ctx: Pick<AppContext, "env">, recipient: DigestRecipient, matches: DigestMatches) {
  const { language } = recipient;
  const kinds = mailCatalog(language).review.kinds;
  const line = (item: DigestItem) => ({
    kindLabel: kinds[item.kind],
    title: listingTitle(language, item.kind, titleIn(item, language)),
    url: siteUrl(ctx.env, opportunityPagePath(item.kind, item.id), language),
    deadline: item.deadline,
  });
  const unsubscribeUrl = alertUnsubscribeUrl(ctx.env, recipient.token);
  const rendered = renderWeeklyDigest({
    language,
    fresh: matches.fresh.map(line),
    closing: matches.closing.map(line),
    filters: filterLines(recipient.choices, language),
    settingsUrl: recipient.member
      ? siteUrl(ctx.env, PRIVATE_PAGES.account, language)
      : alertSettingsUrl(ctx.env, recipient.token, language),
    unsubscribeUrl,
    homeUrl: homeUrl(ctx.env, language),
  });
  return {
    ...rendered,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Builds and queues this week's digests; safe to run again (nobody gets a second one this week).
 * `only` limits the run to some addresses (an operator trying the digest on their own address).
 */
export async function sendWeeklyDigests(
  ctx: Pick<AppContext, "db" | "env" | "mail" | "logger">,
  now = new Date(),
  options: { only?: readonly string[] } = {},
): Promise<DigestRun> {
  const week = isoWeekOf(now);
  const since = new Date(now.getTime() - WEEK_MS);
  const run: DigestRun = { week, sent: 0, noMatches: 0, alreadySent: 0 };
  const recipients = await digestRecipients(ctx, options.only);
  const already = new Set(
    (
      await ctx.db.digestDelivery.findMany({
        where: { week, ...(options.only ? { email: { in: recipients.map((r) => r.email) } } : {}) },
        select: { email: true },
      })
    ).map((row) => row.email),
  );
  // People with the same choices share one set of queries.
  const memo = new Map<string, Promise<DigestMatches>>();
  for (const recipient of recipients) {
    if (already.has(recipient.email)) {
      run.alreadySent += 1;
      continue;
    }
    const key = JSON.stringify(recipient.choices);
    let matching = memo.get(key);
    if (!matching) {
      matching = matchDigest(ctx, recipient.choices, since);
      memo.set(key, matching);
    }
    const matches = await matching;
    const itemCount = matches.fresh.length + matches.closing.length;
    if (itemCount === 0) {
      run.noMatches += 1;
      continue;
    }
    try {
      await ctx.db.digestDelivery.create({ data: { email: recipient.email, week, itemCount } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      run.alreadySent += 1;
      continue;
    }
    await ctx.mail.send({
      to: recipient.email,
      template: "weekly-digest",
      ...renderFor(ctx, recipient, matches),
    });
    run.sent += 1;
  }
  ctx.logger.info(run, "weekly digest run");
  return run;
}
