// Telegram's webhook, the site's "Get alerts on Telegram" (status and link) and the staff's
// delivery log. The webhook and the link exist only with a bot token; the status says so.
import {
  idParamsSchema,
  TELEGRAM_SECRET_HEADER,
  telegramDeliveriesQuerySchema,
  telegramDeliveriesResponseSchema,
  telegramDeliverySchema,
  telegramLinkResponseSchema,
  telegramPaths,
  telegramStatusResponseSchema,
  telegramUpdateSchema,
} from "@btw/contracts";
import type { RequestHandler } from "express";
import type { Update } from "grammy/types";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import { limiters } from "../lib/rate-limit.ts";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { sameSecret } from "../lib/secret-hash.ts";
import { deliveryLog, sendAgain } from "./delivery-log.service.ts";
import { createLinkUrl, isLinked } from "./link-tokens.ts";
import { botUsername, readyBot } from "./telegram-bot.ts";
import { telegramEnabled } from "./telegram-settings.ts";

const tag = "Telegram";

/** The routes that need a bot answer 404 without one (the reference lists them always). */
function requireTelegram(ctx: AppContext): RequestHandler {
  return (_req, _res, next) => {
    if (!telegramEnabled(ctx.env)) throw new AppError("not_found", "Telegram is not set up on this server");
    next();
  };
}

/** Telegram sends the webhook's secret with every update; anything else is not Telegram. */
function checkWebhookSecret(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    const secret = ctx.env.TELEGRAM_WEBHOOK_SECRET;
    const sent = req.get(TELEGRAM_SECRET_HEADER) ?? "";
    if (secret && !sameSecret(sent, secret))
      throw new AppError("unauthorized", "Wrong or missing secret token");
    next();
  };
}

export const telegramRoutes: DefinedRoute[] = [
  defineRoute({
    method: "post",
    path: telegramPaths.webhook,
    tag,
    summary: "Telegram's webhook",
    description:
      "Telegram POSTs the bot's updates here with `X-Telegram-Bot-Api-Secret-Token` (TELEGRAM_WEBHOOK_SECRET); a wrong or missing secret answers 401. Exists only when TELEGRAM_BOT_TOKEN is set.",
    access: "public",
    middleware: (ctx) => [requireTelegram(ctx), checkWebhookSecret(ctx)],
    request: { body: telegramUpdateSchema },
    response: { status: 200, description: "The update was handled", schema: z.object({}) },
    errors: { 404: "Telegram is not set up on this server" },
    handler: async ({ ctx, body }) => {
      const bot = await readyBot(ctx);
      await bot.handleUpdate(body as unknown as Update);
      return {};
    },
  }),
  defineRoute({
    method: "get",
    path: telegramPaths.status,
    tag,
    summary: "Whether the site has Telegram alerts",
    description:
      "`enabled` false (and nothing else) when the server has no bot; otherwise the bot's username and, for a signed-in caller, whether a chat is linked to their account.",
    access: "optional",
    response: { status: 200, description: "Telegram's status", schema: telegramStatusResponseSchema },
    handler: async ({ ctx, user }) => {
      if (!telegramEnabled(ctx.env))
        return { telegram: { enabled: false, botUsername: null, linked: false } };
      return {
        telegram: {
          enabled: true,
          botUsername: await botUsername(ctx),
          linked: user ? await isLinked(ctx, user.id) : false,
        },
      };
    },
  }),
  defineRoute({
    method: "post",
    path: telegramPaths.link,
    tag,
    summary: "A link that connects my Telegram",
    description:
      "A one-time `t.me/<bot>?start=<token>` link, usable for 30 minutes: the chat that opens it is linked to the caller's account (decision record 0023).",
    access: "signed-in",
    middleware: (ctx) => [requireTelegram(ctx)],
    rateLimit: { before: [limiters.alertSettings] },
    response: { status: 201, description: "The link", schema: telegramLinkResponseSchema },
    errors: { 404: "Telegram is not set up on this server", 503: "Telegram cannot be reached now" },
    handler: async ({ ctx, user }) => createLinkUrl(ctx, user.id),
  }),
  defineRoute({
    method: "get",
    path: telegramPaths.deliveries,
    tag,
    summary: "Telegram delivery log",
    description:
      "Every channel post, edit, removal, alert, digest and reminder, newest first, with the subscriber counts.",
    access: "mail.read",
    request: { query: telegramDeliveriesQuerySchema },
    response: { status: 200, description: "A page of deliveries", schema: telegramDeliveriesResponseSchema },
    handler: async ({ ctx, query }) => deliveryLog(ctx, query),
  }),
  defineRoute({
    method: "post",
    path: telegramPaths.resend,
    tag,
    summary: "Send a Telegram delivery again",
    description:
      "A sent or failed delivery goes out again as a new one; a channel post posts its listing again.",
    access: "opportunity.approve",
    middleware: (ctx) => [requireTelegram(ctx)],
    request: { params: idParamsSchema },
    response: {
      status: 201,
      description: "The new delivery",
      schema: z.object({ delivery: telegramDeliverySchema }),
    },
    errors: {
      404: "No such delivery, or no Telegram on this server",
      409: "Still waiting, or the listing is not public",
    },
    handler: async ({ ctx, params }) => ({ delivery: await sendAgain(ctx, params.id) }),
  }),
];
