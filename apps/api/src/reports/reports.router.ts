// "Report this listing" (anyone, rate limited) and the Reports inbox (staff: `report.manage`).
import {
  apiPaths,
  messageResponseSchema,
  REPORT_MESSAGES,
  reportActionResponseSchema,
  reportedListingParamsSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportPageSchema,
} from "@btw/contracts";
import { limiters } from "../lib/rate-limit.ts";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { sameSiteJson } from "../lib/same-site-json.ts";
import {
  actOnListing,
  createReport,
  pageReportedListings,
  type ReportAction,
  reporterOf,
} from "./reports.service.ts";

const tag = "Reports";
const path = apiPaths.reports;

const ACTIONS: Record<ReportAction, { summary: string; message: string }> = {
  hide: {
    summary: "Hide a reported listing from the public (its open reports become actioned)",
    message: REPORT_MESSAGES.hidden,
  },
  unhide: { summary: "Show a hidden listing again", message: REPORT_MESSAGES.unhidden },
  dismiss: {
    summary: "Dismiss a listing's open reports (the listing is fine: shown again if it was hidden)",
    message: REPORT_MESSAGES.dismissed,
  },
};

export const reportsRoutes: DefinedRoute[] = [
  defineRoute({
    method: "post",
    path,
    tag,
    summary: "Report a listing",
    description:
      "Anyone may report a public listing, signed in or not, with a JSON body (other bodies answer 415, an `Origin` of another site 403). One person counts once per listing: an account by itself, an anonymous visitor by address and browser (kept only as keyed hashes). A second report by the same person answers 200 with the same message and changes nothing, as does one within 30 days of staff dismissing that person's report of the listing. When `REPORT_HIDE_THRESHOLD` (3) different people have open reports, the listing is hidden from the public until staff review it. Toward that number, all reports from one address count once, accounts count only with a verified email, and nobody counts whose report of that listing (or any report from whose address) staff dismissed in the last 30 days. A listing the public cannot see answers 404.",
    access: "optional",
    request: { body: reportInputSchema },
    response: {
      status: 201,
      description: `\`${REPORT_MESSAGES.received}\``,
      schema: messageResponseSchema,
      also: { 200: "The same person reported this listing before: the same message, nothing changed" },
    },
    errors: {
      404: "No public listing of that kind and id",
      403: "An Origin of another site",
      415: "A body that is not JSON",
    },
    rateLimit: { before: [limiters.report] },
    middleware: (ctx) => [sameSiteJson(ctx)],
    handler: async ({ ctx, user, body, req, res }) => {
      const { created } = await createReport(ctx, body, await reporterOf(ctx, req, user));
      if (!created) res.status(200);
      return { message: REPORT_MESSAGES.received };
    },
  }),
  defineRoute({
    method: "get",
    path,
    tag,
    summary: "The Reports inbox",
    description:
      "One row per reported listing, the most recently reported first, with the number of different people and the latest reports (never who sent them). `status` (default `open`) picks which reports count.",
    access: "report.manage",
    request: { query: reportListQuerySchema },
    response: { status: 200, description: "One page of reported listings", schema: reportPageSchema },
    handler: ({ ctx, query }) => pageReportedListings(ctx, query),
  }),
  ...(Object.keys(ACTIONS) as ReportAction[]).map((action) =>
    defineRoute({
      method: "put",
      path: `${path}/:kind/:id/${action}`,
      tag,
      summary: ACTIONS[action].summary,
      access: "report.manage",
      request: { params: reportedListingParamsSchema },
      response: {
        status: 200,
        description: `\`${ACTIONS[action].message}\` and the listing's state`,
        schema: reportActionResponseSchema,
      },
      handler: async ({ ctx, user, params }) => ({
        message: ACTIONS[action].message,
        listing: await actOnListing(ctx, user, params.kind, params.id, action),
      }),
    }),
  ),
];
