// A fake Telegram Bot API on 127.0.0.1 for tests: the app's real grammY client talks to it over HTTP
// (TELEGRAM_API_ROOT), and the test plays Telegram: it answers sendMessage, editMessageText,
// deleteMessage, setWebhook, getMe and answerCallbackQuery, can answer a 429 with retry_after or a
// 403 from a blocked chat, and delivers updates to the app's webhook with or without the secret.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readBody, sendJson } from "./fake-server-http.ts";

interface FakeTelegramCall {
  method: string;
  params: Record<string, unknown>;
  /** Date.now() when the call arrived. */
  at: number;
  /** The HTTP status the fake answered. */
  status: number;
}

interface FakeTelegram {
  /** For TELEGRAM_API_ROOT. */
  apiRoot: string;
  token: string;
  username: string;
  calls: FakeTelegramCall[];
  /** Calls of one method (to one chat). */
  callsOf(method: string, chatId?: string | number): FakeTelegramCall[];
  /** The next `count` sends to `chatId` answer 429 with this retry_after. */
  rateLimit(chatId: string | number, retryAfterSeconds: number, count?: number): void;
  /** Every send to `chatId` answers 403: the person blocked the bot. */
  block(chatId: string | number): void;
  /** POSTs an update to `url` as Telegram does; `secret` goes in X-Telegram-Bot-Api-Secret-Token. */
  deliverUpdate(url: string, update: object, secret?: string): Promise<{ status: number; body: string }>;
  /** An update of a private text message (a command) from `chatId`. */
  message(chatId: number, text: string, languageCode?: string): object;
  /** An update of a button press in a message the bot sent. */
  button(chatId: number, data: string, messageId?: number): object;
  close(): Promise<void>;
}

const SENDS = new Set(["sendMessage", "editMessageText", "deleteMessage"]);

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const token = `123456:${"A".repeat(24)}${Math.random().toString(36).slice(2, 14)}`;
  const username = "btw_test_bot";
  const calls: FakeTelegramCall[] = [];
  const limited = new Map<string, { retryAfter: number; count: number }>();
  const blocked = new Set<string>();
  let messageId = 100;
  let updateId = 1;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const [, botPart = "", method = ""] = url.pathname.split("/");
    if (botPart !== `bot${token}`)
      return sendJson(res, 401, { ok: false, error_code: 401, description: "Unauthorized" });
    const text = await readBody(req);
    const params = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const call: FakeTelegramCall = { method, params, at: Date.now(), status: 0 };
    calls.push(call);
    res.on("finish", () => {
      call.status = res.statusCode;
    });
    const chat = String(params.chat_id ?? "");
    if (SENDS.has(method)) {
      if (blocked.has(chat))
        return sendJson(res, 403, {
          ok: false,
          error_code: 403,
          description: "Forbidden: bot was blocked by the user",
        });
      const limit = limited.get(chat);
      if (limit && limit.count > 0) {
        limit.count -= 1;
        return sendJson(res, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${limit.retryAfter}`,
          parameters: { retry_after: limit.retryAfter },
        });
      }
    }
    switch (method) {
      case "getMe":
        return sendJson(res, 200, {
          ok: true,
          result: {
            id: 123456,
            is_bot: true,
            first_name: "Born To Win",
            username,
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        });
      case "setWebhook":
      case "deleteMessage":
      case "answerCallbackQuery":
        return sendJson(res, 200, { ok: true, result: true });
      case "sendMessage":
      case "editMessageText":
        messageId += 1;
        return sendJson(res, 200, {
          ok: true,
          result: {
            message_id: method === "editMessageText" ? Number(params.message_id) : messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(chat) || -1001, type: Number(chat) > 0 ? "private" : "channel" },
            text: params.text,
          },
        });
      default:
        return sendJson(res, 404, { ok: false, error_code: 404, description: "Not Found" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const from = (chatId: number, languageCode = "en") => ({
    id: chatId,
    is_bot: false,
    first_name: "Test",
    language_code: languageCode,
  });

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    token,
    username,
    calls,
    callsOf: (method, chatId) =>
      calls.filter(
        (call) =>
          call.method === method && (chatId === undefined || String(call.params.chat_id) === String(chatId)),
      ),
    rateLimit(chatId, retryAfter, count = 1) {
      limited.set(String(chatId), { retryAfter, count });
    },
    block(chatId) {
      blocked.add(String(chatId));
    },
    async deliverUpdate(url, update, secret) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(secret ? { "X-Telegram-Bot-Api-Secret-Token": secret } : {}),
        },
        body: JSON.stringify(update),
      });
      return { status: response.status, body: await response.text() };
    },
    message(chatId, text, languageCode) {
      const command = text.match(/^\/\w+/)?.[0];
      return {
        update_id: updateId++,
        message: {
          message_id: updateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private", first_name: "Test" },
          from: from(chatId, languageCode),
          text,
          ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command.length }] } : {}),
        },
      };
    },
    button(chatId, data, buttonMessageId = 1) {
      return {
        update_id: updateId++,
        callback_query: {
          id: String(updateId),
          from: from(chatId),
          chat_instance: "1",
          data,
          message: {
            message_id: buttonMessageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: "private", first_name: "Test" },
            from: { id: 123456, is_bot: true, first_name: "Born To Win" },
            text: "menu",
          },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
