// Whether the site offers Telegram alerts (the server has a bot), the bot's username, and for a
// signed-in member whether their chat is linked; and the one-time link that links it.
import { type TelegramLink, type TelegramStatus, telegramPaths } from "@btw/contracts";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { readStoredSession } from "./auth-storage.ts";
import { apiGet, apiPost } from "./http.ts";

export const telegramStatusQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ["telegram", "status", signedIn] as const,
    queryFn: ({ signal }) =>
      apiGet<{ telegram: TelegramStatus }>(telegramPaths.status, undefined, signal).then((b) => b.telegram),
    staleTime: 5 * 60_000,
  });

export function useTelegramStatus() {
  const signedIn = readStoredSession() !== null;
  return { signedIn, ...useQuery(telegramStatusQueryOptions(signedIn)) };
}

/** Makes a t.me link that, opened in Telegram, links that chat to the signed-in account. */
export function useTelegramLink() {
  return useMutation({ mutationFn: () => apiPost<TelegramLink>(telegramPaths.link) });
}

export const botUrl = (username: string) => `https://t.me/${username}`;
