// "Report this listing" and the Reports inbox. Reports count people, not accounts: signed in, by
// the account; anonymous, by the address and browser; and whoever it is, every report from one address
// counts once toward hiding. An account counts only once its email is verified, and reporters whose
// report staff dismissed (by key or by address) count for nothing on that listing for
// DISMISSED_REPORTER_DAYS. Reporters are kept only as keyed hashes, so reports never name anyone.
// REPORT_HIDE_THRESHOLD such people with open reports hide a listing from the public until staff
// review it; staff hide, show again or dismiss from the inbox.
import { createHmac } from "node:crypto";
import {
  adminEditPath,
  type OpportunityKind as KindName,
  OPPORTUNITY_KIND_REGISTRY,
  opportunityPagePath,
  type ReportedListing,
  type ReportListQuery,
  type ReportReason,
  type ReportStatus,
} from "@btw/contracts";
import { Prisma } from "@btw/db";
import { staffNotices } from "@btw/i18n";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { type AuthUser, jwtSecret } from "../lib/auth.ts";
import { isUniqueViolation, notFound } from "../lib/errors.ts";
import { containsPattern } from "../lib/like-pattern.ts";
import { type Page, paginate } from "../lib/paginate.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";
import type { OpportunityKind, OpportunityRow } from "../opportunities/opportunity-kind.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { rowsById } from "../opportunities/rows-by-id.ts";
import { listingChanged } from "../telegram/channel-sync.ts";

type HiddenBy = "reports" | "staff";
type ListingRow = OpportunityRow & { hiddenAt?: Date | null; hiddenBy?: string | null };

const keyed = (ctx: AppContext, source: string) =>
  createHmac("sha256", jwtSecret(ctx)).update(`listing-report|${source}`).digest("base64url");

/** Days during which a reporter whose report staff dismissed cannot help hide that listing again. */
const DISMISSED_REPORTER_DAYS = 30;

interface Reporter {
  /** One person: the account, or the address (its /56 for IPv6) and browser. */
  key: string;
  /** The address alone, which counts once toward hiding. */
  addressKey: string;
  signedIn: boolean;
  /** False for an account whose email is not verified: its report is kept but never hides. */
  counts: boolean;
}

/** Who is reporting, as keyed hashes only. */
export async function reporterOf(
  ctx: AppContext,
  req: Request,
  user: AuthUser | undefined,
): Promise<Reporter> {
  const address = ipKeyGenerator(req.ip ?? "unknown");
  const addressKey = keyed(ctx, `address:${address}`);
  if (user) {
    const account = await ctx.db.user.findUnique({
      where: { id: user.id },
      select: { emailVerifiedAt: true },
    });
    const counts = user.role !== "member" || Boolean(account?.emailVerifiedAt);
    return { key: keyed(ctx, `user:${user.id}`), addressKey, signedIn: true, counts };
  }
  const browser = (req.get("user-agent") ?? "").slice(0, 300);
  return { key: keyed(ctx, `visitor:${address}|${browser}`), addressKey, signedIn: false, counts: true };
}

/** A kind with its row type widened: this module reads only the columns every kind shares. */
const kindOf = (name: KindName) =>
  API_OPPORTUNITY_KINDS[name] as unknown as OpportunityKind<OpportunityRow, object, object>;

async function findListing(ctx: AppContext, name: KindName, id: number): Promise<ListingRow | null> {
  return (await kindOf(name).model(ctx.db).find(id)) as ListingRow | null;
}

/** Hides or shows a listing without touching its updatedAt (it is not an edit). */
async function setHidden(ctx: AppContext, name: KindName, id: number, hiddenBy: HiddenBy | null) {
  const kind = kindOf(name);
  await ctx.db
    .$executeRaw`UPDATE ${kind.table} SET "hiddenAt" = ${hiddenBy ? new Date() : null}, "hiddenBy" = ${hiddenBy} WHERE id = ${id}`;
  await listingChanged(ctx, name, id);
}

/**
 * Records a report of a public listing (404 for anything the public cannot see). The same person
 * reporting again changes nothing while their report is open, nor for DISMISSED_REPORTER_DAYS after
 * staff dismissed it (`created: false`); after that, a new report opens it again.
 */
export async function createReport(
  ctx: AppContext,
  input: { kind: KindName; id: number; reason: ReportReason; details?: string | undefined },
  reporter: Reporter,
): Promise<{ created: boolean; hidden: boolean }> {
  const row = await findListing(ctx, input.kind, input.id);
  const kind = kindOf(input.kind);
  if (row?.status !== "approved" || row.hiddenAt) throw notFound(kind.label);
  const where = {
    kind_opportunityId_reporterKey: { kind: input.kind, opportunityId: input.id, reporterKey: reporter.key },
  };
  const data = {
    reason: input.reason,
    details: input.details ?? null,
    signedIn: reporter.signedIn,
    addressKey: reporter.addressKey,
    countsTowardHiding: reporter.counts,
  };
  const existing = await ctx.db.listingReport.findUnique({ where });
  if (existing?.status === "open") return { created: false, hidden: false };
  if (existing?.status === "dismissed" && existing.handledAt && existing.handledAt > dismissalCutoff())
    return { created: false, hidden: false };
  if (existing) {
    await ctx.db.listingReport.update({
      where,
      data: { ...data, status: "open", handledAt: null, createdAt: new Date() },
    });
  } else {
    try {
      await ctx.db.listingReport.create({
        data: { ...data, kind: input.kind, opportunityId: input.id, reporterKey: reporter.key },
      });
    } catch (error) {
      // The same person's two reports at the same moment: the other one made the row.
      if (isUniqueViolation(error)) return { created: false, hidden: false };
      throw error;
    }
  }
  const reporters = await countReporters(ctx, input.kind, input.id);
  if (reporters < ctx.env.REPORT_HIDE_THRESHOLD) return { created: true, hidden: false };
  await setHidden(ctx, input.kind, input.id, "reports");
  await audit(ctx, {
    actorId: undefined,
    action: "update",
    entity: kind.entity,
    entityId: input.id,
    summary: `${kind.label} "${kind.titleOf(row)}" hidden after reports from ${reporters} people`,
  });
  const listingPath = adminEditPath(OPPORTUNITY_KIND_REGISTRY[input.kind].adminPath, input.id);
  await notifyAdmins(
    ctx,
    { template: "admin-listing-hidden", path: listingPath },
    {
      headline: staffNotices.listingHidden(kind.label.toLowerCase(), kind.titleOf(row)),
      details: [
        ["Listing", kind.titleOf(row)],
        ["Reported by", `${reporters} different people`],
        ["Latest reason", input.reason],
        ...(input.details ? ([["Details", input.details]] as Array<[string, string]>) : []),
      ],
    },
  );
  return { created: true, hidden: true };
}

const dismissalCutoff = () => new Date(Date.now() - DISMISSED_REPORTER_DAYS * 24 * 60 * 60 * 1000);

/**
 * Different people with open reports that count: one per address (a report from before addresses
 * were kept for accounts counts by its reporter), verified accounts only, and nobody whose report of
 * this listing, or any report from whose address, staff dismissed in the last DISMISSED_REPORTER_DAYS.
 */
async function countReporters(ctx: AppContext, name: KindName, id: number): Promise<number> {
  const [row] = await ctx.db.$queryRaw<[{ count: number }]>`
    SELECT count(DISTINCT coalesce(report."addressKey", report."reporterKey"))::int AS count
    FROM listing_reports AS report
    WHERE report.kind = ${name} AND report."opportunityId" = ${id}
      AND report.status = 'open'::"ReportStatus" AND report."countsTowardHiding"
      AND NOT EXISTS (
        SELECT 1 FROM listing_reports AS dismissed
        WHERE dismissed.kind = report.kind AND dismissed."opportunityId" = report."opportunityId"
          AND dismissed.status = 'dismissed'::"ReportStatus" AND dismissed."handledAt" > ${dismissalCutoff()}
          AND (dismissed."reporterKey" = report."reporterKey" OR dismissed."addressKey" = report."addressKey"))`;
  return row.count;
}

interface Group {
  kind: KindName;
  opportunityId: number;
  reporterCount: number;
  lastReportedAt: Date;
}

interface ReportRow {
  id: number;
  kind: string;
  opportunityId: number;
  reason: string;
  details: string | null;
  status: ReportStatus;
  signedIn: boolean;
  createdAt: Date;
}

/** The latest reports shown per listing. */
const REPORTS_PER_LISTING = 20;

const statusCondition = (status: ReportListQuery["status"]) =>
  status === "all" || status === undefined
    ? Prisma.sql`TRUE`
    : Prisma.sql`status = ${status}::"ReportStatus"`;

/**
 * Listings whose title, or the details of one of their reports of the asked status, hold the search
 * text (literally: LIKE's wildcards are escaped). Read from `listing_reports` rows, so the count, the
 * page's groups and their reports all narrow alike.
 */
function searchCondition(q: string | undefined, status: Prisma.Sql): Prisma.Sql {
  if (!q) return Prisma.sql`TRUE`;
  const pattern = containsPattern(q);
  const titles = Object.values(API_OPPORTUNITY_KINDS).map(
    (kind) => Prisma.sql`(listing_reports.kind = ${kind.kind} AND EXISTS (
      SELECT 1 FROM ${kind.table} AS listing
      WHERE listing.id = listing_reports."opportunityId" AND listing.${kind.titleColumn} ILIKE ${pattern}))`,
  );
  return Prisma.sql`(EXISTS (
      SELECT 1 FROM listing_reports AS match
      WHERE match.kind = listing_reports.kind AND match."opportunityId" = listing_reports."opportunityId"
        AND ${status} AND match.details ILIKE ${pattern})
    OR ${Prisma.join(titles, " OR ")})`;
}

const groupKey = (kind: string, opportunityId: number) => `${kind}:${opportunityId}`;

/**
 * The inbox: one row per reported listing, the most recently reported first. A page costs the same
 * few queries whatever its size: the count, the page's groups, their latest reports, and the
 * listings of each kind on the page.
 */
export function pageReportedListings(
  ctx: AppContext,
  query: { page: number; limit: number; status: ReportStatus | "all"; q?: string | undefined },
): Promise<Page<ReportedListing>> {
  const status = statusCondition(query.status);
  const condition = Prisma.sql`${status} AND ${searchCondition(query.q, status)}`;
  return paginate(query, {
    count: async () => {
      const [{ count }] = await ctx.db.$queryRaw<[{ count: number }]>`
        SELECT count(*)::int AS count FROM (
          SELECT 1 FROM listing_reports WHERE ${condition} GROUP BY kind, "opportunityId") AS g`;
      return count;
    },
    rows: async (window) => {
      const groups = await ctx.db.$queryRaw<Group[]>`
        SELECT kind, "opportunityId", count(DISTINCT coalesce("addressKey", "reporterKey"))::int AS "reporterCount",
          max("createdAt") AS "lastReportedAt"
        FROM listing_reports WHERE ${condition}
        GROUP BY kind, "opportunityId"
        ORDER BY max("createdAt") DESC, kind, "opportunityId"
        LIMIT ${window.take} OFFSET ${window.skip}`;
      if (groups.length === 0) return [];
      const [reports, listings] = await Promise.all([
        latestReports(ctx, groups, condition),
        listingsOf(ctx, groups),
      ]);
      return groups.map((group) =>
        describeGroup(
          group,
          listings.get(groupKey(group.kind, group.opportunityId)) ?? null,
          reports.get(groupKey(group.kind, group.opportunityId)) ?? [],
        ),
      );
    },
  });
}

/** The latest reports of every group on the page, newest first, in one query. */
async function latestReports(
  ctx: AppContext,
  groups: Group[],
  condition: Prisma.Sql,
): Promise<Map<string, ReportRow[]>> {
  const rows = await ctx.db.$queryRaw<ReportRow[]>`
    SELECT id, kind, "opportunityId", reason, details, status::text AS status, "signedIn", "createdAt"
    FROM (
      SELECT *, row_number() OVER (PARTITION BY kind, "opportunityId" ORDER BY "createdAt" DESC, id DESC) AS n
      FROM listing_reports
      WHERE (kind, "opportunityId") IN (
          SELECT * FROM unnest(${groups.map((g) => g.kind)}::text[], ${groups.map((g) => g.opportunityId)}::int[]))
        AND ${condition}
    ) AS latest
    WHERE n <= ${REPORTS_PER_LISTING}
    ORDER BY "createdAt" DESC, id DESC`;
  const byGroup = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = groupKey(row.kind, row.opportunityId);
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
  }
  return byGroup;
}

/** The reported listings still there, one query per kind on the page. */
async function listingsOf(ctx: AppContext, groups: Group[]): Promise<Map<string, ListingRow>> {
  const idsByKind = new Map<KindName, number[]>();
  for (const group of groups) {
    if (!(group.kind in API_OPPORTUNITY_KINDS)) continue;
    idsByKind.set(group.kind, [...(idsByKind.get(group.kind) ?? []), group.opportunityId]);
  }
  const found = await Promise.all(
    [...idsByKind].map(async ([name, ids]) => {
      const rows = await rowsById<ListingRow>(ctx.db, kindOf(name), ids);
      return [...rows.values()].map((row) => [groupKey(name, row.id), row] as const);
    }),
  );
  return new Map(found.flat());
}

function describeGroup(group: Group, row: ListingRow | null, reports: ReportRow[]): ReportedListing {
  const name = group.kind;
  return {
    kind: name,
    opportunityId: group.opportunityId,
    title: row ? kindOf(name).titleOf(row) : null,
    path: opportunityPagePath(name, group.opportunityId),
    hidden: Boolean(row?.hiddenAt),
    hiddenBy: row?.hiddenAt ? ((row.hiddenBy as HiddenBy | null) ?? "staff") : null,
    reporterCount: group.reporterCount,
    lastReportedAt: new Date(group.lastReportedAt).toISOString(),
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason as ReportReason,
      details: report.details,
      status: report.status,
      signedIn: report.signedIn,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

export type ReportAction = "hide" | "unhide" | "dismiss";

/**
 * Staff act on a reported listing: hide (its open reports are then actioned), show again, or
 * dismiss its open reports (the listing is fine: shown again if it was hidden). A deleted listing's
 * reports may still be dismissed.
 */
export async function actOnListing(
  ctx: AppContext,
  actor: AuthUser,
  name: KindName,
  id: number,
  action: ReportAction,
) {
  const kind = kindOf(name);
  const row = await findListing(ctx, name, id);
  if (!row && action !== "dismiss") throw notFound(kind.label);
  if (!row && (await ctx.db.listingReport.count({ where: { kind: name, opportunityId: id } })) === 0)
    throw notFound(kind.label);
  const handled = { handledAt: new Date() };
  const open = { kind: name, opportunityId: id, status: "open" as const };
  let hiddenBy: HiddenBy | null = row?.hiddenAt ? ((row.hiddenBy as HiddenBy | null) ?? "staff") : null;
  if (action === "hide") {
    hiddenBy = "staff";
    if (row) await setHidden(ctx, name, id, "staff");
    await ctx.db.listingReport.updateMany({ where: open, data: { status: "actioned", ...handled } });
  } else {
    if (row?.hiddenAt) await setHidden(ctx, name, id, null);
    hiddenBy = null;
    if (action === "dismiss")
      await ctx.db.listingReport.updateMany({ where: open, data: { status: "dismissed", ...handled } });
  }
  const verb = { hide: "hidden", unhide: "shown again", dismiss: "reports dismissed" }[action];
  await audit(ctx, {
    actorId: actor.id,
    action: "update",
    entity: kind.entity,
    entityId: id,
    summary: `${kind.label} ${row ? `"${kind.titleOf(row)}" ` : ""}${verb} (Reports inbox)`,
  });
  return { kind: name, opportunityId: id, hidden: hiddenBy !== null, hiddenBy };
}
