import { type TelegramDeliveries, type TelegramDeliveriesQuery, telegramPaths } from "@btw/contracts";
import { apiGet } from "../../../../lib/http.ts";

export const telegramDeliveriesKey = ["admin", "telegram"] as const;

/** A page of the Telegram delivery log, with the subscriber counts by channel. */
export function getTelegramDeliveries(query: TelegramDeliveriesQuery, signal?: AbortSignal) {
  return apiGet<TelegramDeliveries>(telegramPaths.deliveries, { ...query }, signal);
}
