// Closing soon, deadline calendars, alert settings and the digest's unsubscribe links.
import {
  alertChoicesSchema,
  alertPreferencesInputSchema,
  alertPreferencesResponseSchema,
  alertTokenQuerySchema,
  apiPaths,
  closingSoonQuerySchema,
  closingSoonResponseSchema,
  idParamsSchema,
  localizedPath,
  messageResponseSchema,
  opportunityPagePath,
  PUBLIC_PAGES,
  siteLanguageSchema,
  subscriptionAlertsResponseSchema,
  UNSUBSCRIBE_MESSAGE,
} from "@btw/contracts";
import { mailCatalog, toLanguage } from "@btw/i18n";
import { z } from "zod";
import { readerLanguage } from "../lib/content-language.ts";
import { notFound } from "../lib/errors.ts";
import { limiters } from "../lib/rate-limit.ts";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { rowTitle } from "../lib/vocabulary-labels.ts";
import { siteUrl } from "../mail/site-links.ts";
import { getOpportunity } from "../opportunities/opportunity.service.ts";
import type { OpportunityKind } from "../opportunities/opportunity-kind.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import {
  memberAlerts,
  saveMemberAlerts,
  saveSubscriptionAlerts,
  subscriptionAlerts,
  unsubscribeAlerts,
} from "./alert-preferences.service.ts";
import { deadlineCalendar } from "./calendar-file.ts";
import { closingSoon } from "./closing-soon.service.ts";

const tag = "Alerts";
const calendarQuerySchema = z.object({ lang: siteLanguageSchema });
const subscriptionInputSchema = alertChoicesSchema.extend({
  enabled: z.boolean({ error: "enabled must be true or false" }).default(true),
  language: siteLanguageSchema,
});

/** `GET /<collection>/:id/deadline.ics` for each kind: the deadline as an all-day event. */
function calendarRoute(name: keyof typeof API_OPPORTUNITY_KINDS): DefinedRoute {
  // biome-ignore lint/suspicious/noExplicitAny: one route shape for kinds of different row types
  const kind = API_OPPORTUNITY_KINDS[name] as unknown as OpportunityKind<any, any, any, any>;
  return defineRoute({
    method: "get",
    path: `${kind.paths.collection}/:id/deadline.ics`,
    tag,
    summary: `Add a ${kind.entity}'s deadline to a calendar`,
    description:
      "An iCalendar file (RFC 5545) with one all-day event on the deadline day and a reminder the day before; `lang` (en, am, om) picks its words. Public listings only; 404 when there is no deadline.",
    access: "public",
    cache: "public",
    request: { params: idParamsSchema, query: calendarQuerySchema },
    response: { status: 200, description: "The calendar file", contentType: "text/calendar" },
    handler: async ({ ctx, params, query, res }) => {
      const item = (await getOpportunity(ctx, kind, params.id, undefined)) as {
        deadline: string | null;
        updatedAt: string;
      };
      if (!item.deadline) throw notFound("Deadline");
      const language = toLanguage(query.lang);
      // Named as its page names it: in the file's language, an internship by its category's label.
      const title = rowTitle(language, name, item);
      const words = mailCatalog(language).calendar;
      const url = siteUrl(ctx.env, opportunityPagePath(name, params.id), language);
      const body = deadlineCalendar({
        uid: `${name}-${params.id}-deadline@${new URL(ctx.env.PUBLIC_URL).hostname}`,
        revisedAt: new Date(item.updatedAt),
        day: new Date(item.deadline),
        summary: words.summary(title),
        description: `${words.description}\n${words.details}:`,
        url,
        reminder: words.reminder,
        language,
      });
      res.setHeader("Content-Type", "text/calendar; charset=utf-8");
      res.attachment(`${kind.entity}-${params.id}-deadline.ics`);
      res.send(body);
    },
  });
}

export const alertsRoutes: DefinedRoute[] = [
  defineRoute({
    method: "get",
    path: apiPaths.closingSoon,
    tag,
    summary: "Listings closing soon (home page)",
    description:
      "Public listings of every kind (or `kind`) whose deadline day is within 7 days (today included, UTC), soonest first; `lang` (else Accept-Language) titles each in the reader's version when one exists.",
    access: "public",
    cache: "public",
    request: { query: closingSoonQuerySchema },
    response: { status: 200, description: "Up to `limit` listings", schema: closingSoonResponseSchema },
    handler: async ({ ctx, query, req, res }) => ({
      closingSoon: await closingSoon(ctx, query, readerLanguage(req, res, query.lang)),
    }),
  }),
  ...(Object.keys(API_OPPORTUNITY_KINDS) as Array<keyof typeof API_OPPORTUNITY_KINDS>).map(calendarRoute),
  defineRoute({
    method: "get",
    path: apiPaths.alertPreferences,
    tag,
    summary: "My alert settings",
    description: "The signed-in person's own settings; off until they save some.",
    access: "signed-in",
    response: { status: 200, description: "The settings", schema: alertPreferencesResponseSchema },
    handler: async ({ ctx, user }) => ({ alerts: await memberAlerts(ctx, user) }),
  }),
  defineRoute({
    method: "put",
    path: apiPaths.alertPreferences,
    tag,
    summary: "Change my alert settings",
    description:
      'Kinds, fields of study and countries (each list empty: everything); `filters`, per kind, the same filters as the kind\'s list (`{ "jobs": { "workplace": "remote" } }`, none: every listing of the kind); the digest\'s language, and `enabled`.',
    access: "signed-in",
    request: { body: alertPreferencesInputSchema },
    response: { status: 200, description: "The saved settings", schema: alertPreferencesResponseSchema },
    rateLimit: { before: [limiters.alertSettings] },
    handler: async ({ ctx, user, body }) => ({ alerts: await saveMemberAlerts(ctx, user, body) }),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.alertSubscription,
    tag,
    summary: "A subscriber's alert settings (link from their emails)",
    access: "public",
    request: { query: alertTokenQuerySchema },
    response: { status: 200, description: "The settings", schema: subscriptionAlertsResponseSchema },
    errors: { 404: "The token names no subscription" },
    rateLimit: { before: [limiters.alertSettings] },
    handler: ({ ctx, query }) => subscriptionAlerts(ctx, query.token),
  }),
  defineRoute({
    method: "put",
    path: apiPaths.alertSubscription,
    tag,
    summary: "Change a subscriber's alert settings (link from their emails)",
    access: "public",
    request: { query: alertTokenQuerySchema, body: subscriptionInputSchema },
    response: { status: 200, description: "The saved settings", schema: subscriptionAlertsResponseSchema },
    errors: { 404: "The token names no subscription" },
    rateLimit: { before: [limiters.alertSettings] },
    handler: ({ ctx, query, body }) => saveSubscriptionAlerts(ctx, query.token, body),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.alertUnsubscribe,
    tag,
    summary: "Stop the weekly alerts (link in every digest)",
    access: "public",
    request: { query: alertTokenQuerySchema },
    response: {
      status: 303,
      description: "Redirects to the home page in the person's language with `?unsubscribed=1` (or `0`)",
    },
    rateLimit: { before: [limiters.alertSettings] },
    handler: async ({ ctx, query, res }) => {
      const language = await unsubscribeAlerts(ctx, query.token);
      const home = localizedPath(PUBLIC_PAGES.home.path, language ?? undefined);
      res.redirect(303, `${home}?unsubscribed=${language ? 1 : 0}`);
    },
  }),
  defineRoute({
    method: "post",
    path: apiPaths.alertUnsubscribe,
    tag,
    summary: "One-click unsubscribe (RFC 8058)",
    description:
      "What mail programs send for the digest's `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header: a POST to the List-Unsubscribe address with the body `List-Unsubscribe=One-Click`. Idempotent; answers 200 even when already unsubscribed, and 404 for a token that names nobody. The spec lists no such call; it answers 200, not 201, because it creates nothing.",
    access: "public",
    request: { query: alertTokenQuerySchema },
    response: { status: 200, description: `\`${UNSUBSCRIBE_MESSAGE}\``, schema: messageResponseSchema },
    errors: { 404: "The token names nobody" },
    rateLimit: { before: [limiters.alertSettings] },
    handler: async ({ ctx, query }) => {
      if (!(await unsubscribeAlerts(ctx, query.token))) throw notFound("Subscription");
      return { message: UNSUBSCRIBE_MESSAGE };
    },
  }),
];
