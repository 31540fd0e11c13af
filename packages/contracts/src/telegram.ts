// Telegram alerts (decision record 0023): the site's channels, the bot and its webhook, linking a
// chat to an account, and the staff's delivery log. All of it exists only when the server has a bot
// token; `telegramPaths.status` tells the site whether to mention Telegram at all.
import { z } from "zod";
import { pageQuery } from "./common.ts";
import { OPPORTUNITY_KINDS } from "./opportunity-kind-info.ts";

/** The header Telegram sends with each update when the webhook was set with a secret. */
export const TELEGRAM_SECRET_HEADER = "x-telegram-bot-api-secret-token";

/** How long a t.me/<bot>?start=<token> link made on the site stays usable. */
export const TELEGRAM_LINK_MINUTES = 30;

/** What a person may choose as their most instant alerts in a day. */
export const TELEGRAM_DAILY_CAPS = [3, 10, 30] as const;
export const TELEGRAM_FREQUENCIES = ["instant", "weekly"] as const;

/** Days before a saved listing's deadline on which its reminder goes out. */
export const DEADLINE_REMINDER_DAYS = [7, 3, 1] as const;

export const telegramStatusResponseSchema = z.object({
  telegram: z.object({
    enabled: z.boolean(),
    /** Without the @; null when the bot is off or Telegram could not be asked. */
    botUsername: z.string().nullable(),
    /** Signed in: whether a chat is linked to my account (false when signed out). */
    linked: z.boolean(),
  }),
});
export type TelegramStatus = z.infer<typeof telegramStatusResponseSchema>["telegram"];

export const telegramLinkResponseSchema = z.object({ url: z.url(), expiresAt: z.string() });
export type TelegramLink = z.infer<typeof telegramLinkResponseSchema>;

/** An update as Telegram sends it: grammY reads the rest; the id must be there. */
export const telegramUpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

export const TELEGRAM_DELIVERY_STATUSES = ["waiting", "sent", "failed"] as const;
export const TELEGRAM_DELIVERY_PURPOSES = [
  "channel-post",
  "channel-edit",
  "channel-delete",
  "alert",
  "digest",
  "reminder",
] as const;
export type TelegramDeliveryPurpose = (typeof TELEGRAM_DELIVERY_PURPOSES)[number];

export const telegramDeliveriesQuerySchema = pageQuery(25).extend({
  status: z.enum(TELEGRAM_DELIVERY_STATUSES, { error: "status: waiting, sent or failed" }).optional(),
});
export type TelegramDeliveriesQuery = Partial<z.output<typeof telegramDeliveriesQuerySchema>>;

export const telegramDeliverySchema = z.object({
  id: z.number().int(),
  /** A channel's name, or "chat" for a person's chat (their id is not shown). */
  to: z.string(),
  purpose: z.enum(TELEGRAM_DELIVERY_PURPOSES),
  kind: z.enum(OPPORTUNITY_KINDS).nullable(),
  listingId: z.number().int().nullable(),
  language: z.string(),
  status: z.enum(TELEGRAM_DELIVERY_STATUSES),
  /** Why it failed, or why it is still waiting (Telegram's answer). */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TelegramDelivery = z.infer<typeof telegramDeliverySchema>;

export const telegramSubscriberCountsSchema = z.object({
  /** Whether the bot is set up (TELEGRAM_BOT_TOKEN): without it nothing is sent on Telegram. */
  telegramOn: z.boolean(),
  /** Email alerts: members with alerts on and confirmed newsletter subscribers. */
  email: z.number().int(),
  /** Active bot chats, and of them those linked to an account. */
  telegramChats: z.number().int(),
  telegramLinked: z.number().int(),
  /** The channels listings are posted to, by language. */
  channels: z.array(z.object({ language: z.string(), channel: z.string() })),
});
export type TelegramSubscriberCounts = z.infer<typeof telegramSubscriberCountsSchema>;

export const telegramDeliveriesResponseSchema = z.object({
  deliveries: z.object({
    data: z.array(telegramDeliverySchema),
    count: z.number().int(),
    totalPages: z.number().int(),
  }),
  counts: telegramSubscriberCountsSchema,
});
export type TelegramDeliveries = z.infer<typeof telegramDeliveriesResponseSchema>;
