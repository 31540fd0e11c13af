// Monday's digest for chats that chose "weekly": matching listings in the chat's language, once a week.
import { makeTraining } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startFakeTelegram } from "../../test/fake-telegram.ts";
import { sendTelegramDigests } from "./chat-alerts.ts";

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());

const t = createTestContext({
  PUBLIC_URL: "https://btw.example.org",
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_API_ROOT: telegram.apiRoot,
});

describe("the weekly Telegram digest", () => {
  it("goes once a week to weekly chats, in their language; instant chats get none", async () => {
    const training = await makeTraining(t.db, { Title: "Weekly Digest Training", reviewedAt: new Date() });
    const choices = { kinds: ["training"], fieldsOfStudy: [], countries: [] };
    await t.db.telegramChat.createMany({
      data: [
        { chatId: 8_000_001n, frequency: "weekly", language: "am", ...choices },
        { chatId: 8_000_002n, frequency: "instant", ...choices },
      ],
    });
    await sendTelegramDigests(t.ctx);
    const [digest] = await t.db.telegramDelivery.findMany({
      where: { chatId: "8000001", purpose: "digest" },
    });
    expect(digest?.text).toContain("Weekly Digest Training");
    expect(digest?.text).toContain(`/am/`);
    expect(digest?.text).toContain(String(training.id));
    expect(digest?.text).toMatch(/[\u1200-\u135A]/);
    expect(await t.db.telegramDelivery.count({ where: { chatId: "8000002", purpose: "digest" } })).toBe(0);

    await sendTelegramDigests(t.ctx);
    expect(await t.db.telegramDelivery.count({ where: { chatId: "8000001", purpose: "digest" } })).toBe(1);
  });
});
