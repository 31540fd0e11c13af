import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  apiPaths,
  idParamsSchema,
  localizedPath,
  messageResponseSchema,
  PUBLIC_PAGES,
  SUCCESS_MESSAGES,
  subscribeRequestSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
  subscriberTokenQuerySchema,
} from "@btw/contracts";
import { saveSignUpChoices } from "../alerts/alert-preferences.service.ts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { visitorLanguage } from "../mail/visitor-language.ts";
import {
  confirmSubscription,
  deleteSubscriber,
  pageSubscribers,
  subscribe,
  subscriberCsv,
  unsubscribe,
} from "./subscribers.service.ts";

const tag = "Newsletter";
const path = apiPaths.subscribers;
const exportQuerySchema = subscriberListQuerySchema.pick({ status: true });

export const subscribersRoutes = [
  defineRoute({
    method: "post",
    path,
    tag,
    summary: "Subscribe to the newsletter",
    description:
      "Sends a confirmation email (double opt-in). Optional alert choices (`kinds`, `fieldsOfStudy`, `countries`; none means everything) apply to the weekly digest; they are taken only while the address is not yet confirmed (confirmed subscribers change them through the link in their emails). `language` (en, am, om), when sent, wins over the X-Site-Language header. An email already on the list answers 200 with the same message and no second row; a new one answers 201. The email speaks the language the `X-Site-Language` header names (en, am, om; English when absent).",
    access: "public",
    request: { body: subscribeRequestSchema },
    response: {
      status: 201,
      description: `\`${SUCCESS_MESSAGES.subscribed}\``,
      schema: messageResponseSchema,
      also: { 200: "The address is already on the list: the same message, no second row" },
    },
    rateLimit: { before: [limiters.subscribe] },
    handler: async ({ ctx, body, req, res }) => {
      const language = body.language ?? visitorLanguage(req);
      const { created } = await subscribe(ctx, { email: body.email, source: body.source }, language);
      await saveSignUpChoices(ctx, body.email, body, language);
      if (!created) res.status(200);
      return { message: SUCCESS_MESSAGES.subscribed };
    },
  }),
  // Links from the confirmation email land on the home page in the subscriber's language, which
  // shows the outcome.
  defineRoute({
    method: "get",
    path: `${path}/confirm`,
    tag,
    summary: "Confirm a subscription (link from the email)",
    access: "public",
    request: { query: subscriberTokenQuerySchema },
    response: {
      status: 303,
      description:
        "Redirects to the home page in the subscriber's language with `?subscribed=1` (or `0` for a dead link)",
    },
    handler: async ({ ctx, query, res }) => {
      const language = await confirmSubscription(ctx, query.token);
      const home = localizedPath(PUBLIC_PAGES.home.path, language ?? undefined);
      res.redirect(303, `${home}?subscribed=${language ? 1 : 0}`);
    },
  }),
  defineRoute({
    method: "get",
    path: `${path}/unsubscribe`,
    tag,
    summary: "Unsubscribe (link from every newsletter)",
    access: "public",
    request: { query: subscriberTokenQuerySchema },
    response: { status: 303, description: "Redirects to the home page with `?unsubscribed=1` (or `0`)" },
    handler: async ({ ctx, query, res }) => {
      const done = await unsubscribe(ctx, query.token);
      res.redirect(303, done ? "/?unsubscribed=1" : "/?unsubscribed=0");
    },
  }),
  defineRoute({
    method: "get",
    path: `${path}/export.csv`,
    tag,
    summary: "Export subscribers as CSV",
    access: "subscriber.manage",
    request: { query: exportQuerySchema },
    response: { status: 200, description: "CSV download", contentType: "text/csv" },
    handler: async ({ ctx, query, res }) => {
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Cache-Control", "private, no-store");
      res.attachment(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      await pipeline(Readable.from(subscriberCsv(ctx, query.status)), res);
    },
  }),
  defineRoute({
    method: "get",
    path,
    tag,
    summary: "List subscribers",
    access: "subscriber.manage",
    request: { query: subscriberListQuerySchema },
    response: { status: 200, description: "One page of subscribers", schema: subscriberPageSchema },
    handler: ({ ctx, query }) => pageSubscribers(ctx, query),
  }),
  defineRoute({
    method: "delete",
    path: `${path}/:id`,
    tag,
    summary: "Delete a subscriber",
    access: "subscriber.manage",
    request: { params: idParamsSchema },
    response: { status: 200, description: `\`${SUCCESS_MESSAGES.deleted}\``, schema: messageResponseSchema },
    handler: async ({ ctx, user, params }) => {
      await deleteSubscriber(ctx, user.id, params.id);
      return { message: SUCCESS_MESSAGES.deleted };
    },
  }),
];
