// Telegram against a fake Bot API on 127.0.0.1: the channel follows a listing's approval, edits,
// hiding and deletion; sends keep to Telegram's pace and its 429s; a blocked chat is unsubscribed;
// the webhook takes updates only with the secret; /start links a chat with a one-time token.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX, localizedPath, opportunityPagePath, telegramPaths } from "@btw/contracts";
import { makeJob, makeScholarship, makeUser } from "@btw/db/seed";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startFakeTelegram } from "../../test/fake-telegram.ts";
import { sendInstantAlerts } from "./chat-alerts.ts";
import { readListing } from "./listing-message.ts";
import { startTelegram } from "./telegram-jobs.ts";

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());

const SECRET = "test-webhook-secret-0123456789";
const t = createTestContext({
  PUBLIC_URL: "https://borntowin.test",
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_WEBHOOK_SECRET: SECRET,
  TELEGRAM_CHANNEL_ID: "@btw_en",
  TELEGRAM_CHANNEL_ID_AM: "@btw_am",
  TELEGRAM_API_ROOT: telegram.apiRoot,
});

let server: Server;
let webhook: string;
beforeAll(async () => {
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}${telegramPaths.webhook}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends keep Telegram's pace (3 s apart to a channel), so a few of them take seconds on a busy machine. */
const SLOW = { timeout: 90_000 };
const waitFor = <T>(check: () => Promise<T> | T) => vi.waitFor(check, { timeout: 40_000, interval: 200 });

let nextChat = 5_000_000;
const newChatId = () => nextChat++;

describe("the webhook", () => {
  it("is set at start with the site's address and the secret", async () => {
    await startTelegram(t.ctx);
    const call = telegram.callsOf("setWebhook").at(-1);
    expect(call?.params.url).toBe(`https://borntowin.test${API_PREFIX}${telegramPaths.webhook}`);
    expect(call?.params.secret_token).toBe(SECRET);
  });

  it("refuses updates without the secret or with a wrong one, and handles them with it", async () => {
    const chatId = newChatId();
    expect((await telegram.deliverUpdate(webhook, telegram.message(chatId, "/start"))).status).toBe(401);
    expect(
      (await telegram.deliverUpdate(webhook, telegram.message(chatId, "/start"), "wrong-secret-0000000"))
        .status,
    ).toBe(401);
    expect(await t.db.telegramChat.count({ where: { chatId: BigInt(chatId) } })).toBe(0);
    const ok = await telegram.deliverUpdate(webhook, telegram.message(chatId, "/start", "am"), SECRET);
    expect(ok.status).toBe(200);
    const chat = await t.db.telegramChat.findUniqueOrThrow({ where: { chatId: BigInt(chatId) } });
    expect(chat).toMatchObject({ language: "am", active: true, userId: null, frequency: "instant" });
    const replies = telegram.callsOf("sendMessage", chatId);
    expect(replies[0]?.params.text).toContain("Born To Win");
    expect(String(replies[0]?.params.text)).toMatch(/[\u1200-\u135A]/);
  });

  it("answers 400 to a body that is not an update", async () => {
    const bad = await telegram.deliverUpdate(webhook, { hello: "world" }, SECRET);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBeTruthy();
  });
});

describe("the bot", () => {
  it("changes choices with buttons and stops on /stop", async () => {
    const chatId = newChatId();
    await telegram.deliverUpdate(webhook, telegram.message(chatId, "/start"), SECRET);
    await telegram.deliverUpdate(webhook, telegram.button(chatId, "m:kinds"), SECRET);
    await telegram.deliverUpdate(webhook, telegram.button(chatId, "k:3"), SECRET);
    await telegram.deliverUpdate(webhook, telegram.button(chatId, "q:weekly"), SECRET);
    await telegram.deliverUpdate(webhook, telegram.button(chatId, "l:om"), SECRET);
    let chat = await t.db.telegramChat.findUniqueOrThrow({ where: { chatId: BigInt(chatId) } });
    expect(chat).toMatchObject({ kinds: ["jobs"], frequency: "weekly", language: "om" });
    const menu = telegram.callsOf("editMessageText", chatId).at(-1);
    expect(menu?.params.text).toContain("Afaan Oromoo");
    expect(JSON.stringify(menu?.params.reply_markup)).toContain("m:kinds");

    await telegram.deliverUpdate(webhook, telegram.message(chatId, "/stop"), SECRET);
    chat = await t.db.telegramChat.findUniqueOrThrow({ where: { chatId: BigInt(chatId) } });
    expect(chat.active).toBe(false);
    expect(telegram.callsOf("sendMessage", chatId).at(-1)?.params.text).toContain("/start");
  });

  it("links a chat to the account that made the link, once", async () => {
    const member = await t.signIn();
    const made = await t.request().post(`${API_PREFIX}${telegramPaths.link}`).set(member.auth).expect(201);
    const url = new URL(made.body.url);
    expect(url.origin + url.pathname).toBe(`https://t.me/${telegram.username}`);
    const token = url.searchParams.get("start") ?? "";
    const chatId = newChatId();
    await telegram.deliverUpdate(webhook, telegram.message(chatId, `/start ${token}`), SECRET);
    const chat = await t.db.telegramChat.findUniqueOrThrow({ where: { chatId: BigInt(chatId) } });
    expect(chat.userId).toBe(member.user.id);
    const status = await t.request().get(`${API_PREFIX}${telegramPaths.status}`).set(member.auth).expect(200);
    expect(status.body.telegram).toEqual({ enabled: true, botUsername: telegram.username, linked: true });

    const other = newChatId();
    await telegram.deliverUpdate(webhook, telegram.message(other, `/start ${token}`), SECRET);
    expect(
      (await t.db.telegramChat.findUniqueOrThrow({ where: { chatId: BigInt(other) } })).userId,
    ).toBeNull();
    expect(telegram.callsOf("sendMessage", other)[0]?.params.text).toMatch(/expired|used/);
  });

  it("lists a linked account's saved listings on /saved", async () => {
    const { user } = await makeUser(t.db);
    const saved = await makeScholarship(t.db, { title: "Saved Scholarship For Bot" });
    await t.db.savedOpportunity.create({
      data: { userId: user.id, kind: "scholarships", opportunityId: saved.id },
    });
    const chatId = newChatId();
    await t.db.telegramChat.create({
      data: { chatId: BigInt(chatId), userId: user.id, kinds: [], fieldsOfStudy: [], countries: [] },
    });
    await telegram.deliverUpdate(webhook, telegram.message(chatId, "/saved"), SECRET);
    const reply = String(telegram.callsOf("sendMessage", chatId).at(-1)?.params.text);
    expect(reply).toContain("Saved Scholarship For Bot");
    expect(reply).toContain(`https://borntowin.test${opportunityPagePath("scholarships", saved.id)}`);
  });

  it("makes no link for a visitor who is not signed in", async () => {
    await t.request().post(`${API_PREFIX}${telegramPaths.link}`).expect(401);
  });
});

describe("the channels", SLOW, () => {
  it("post an approved listing in each language, then edit and remove it with the listing", async () => {
    const admin = await t.signIn("admin");
    const pending = await makeScholarship(t.db, { status: "pending", title: "Channel Test Scholarship" });
    await t
      .request()
      .put(`${API_PREFIX}/scholarship-approve/${pending.id}`)
      .set(admin.auth)
      .send({ status: "approved" })
      .expect(200);
    const posts = await waitFor(async () => {
      const rows = await t.db.telegramChannelPost.findMany({
        where: { listingId: pending.id, kind: "scholarships" },
      });
      expect(rows.map((row) => row.messageId !== null)).toEqual([true, true]);
      return rows;
    });
    const en = telegram
      .callsOf("sendMessage", "@btw_en")
      .find((call) => String(call.params.text).includes("Channel Test Scholarship"));
    const am = telegram
      .callsOf("sendMessage", "@btw_am")
      .find((call) => String(call.params.text).includes("Channel Test Scholarship"));
    expect(en?.params.parse_mode).toBe("HTML");
    expect(String(en?.params.text)).toContain("E.C.");
    expect(String(en?.params.text)).toContain("never charges to apply");
    const page = opportunityPagePath("scholarships", pending.id);
    expect(String(en?.params.text)).toContain(`https://borntowin.test${page}"`);
    expect(String(am?.params.text)).toContain(`https://borntowin.test${localizedPath(page, "am")}"`);
    expect(String(am?.params.text)).toContain("ዓ.ም.");

    await t
      .request()
      .put(`${API_PREFIX}/scholarships/${pending.id}`)
      .set(admin.auth)
      .send({ title: "Channel Test Scholarship (extended)" })
      .expect(200);
    await waitFor(() => {
      const edits = telegram
        .callsOf("editMessageText", "@btw_en")
        .filter((call) => call.params.message_id === posts.find((p) => p.language === "en")?.messageId);
      expect(String(edits.at(-1)?.params.text)).toContain("(extended)");
    });

    await t
      .request()
      .put(`${API_PREFIX}/reports/scholarships/${pending.id}/hide`)
      .set(admin.auth)
      .expect(200);
    await waitFor(async () => {
      for (const post of posts)
        expect(
          telegram.callsOf("deleteMessage", post.channelId).map((call) => call.params.message_id),
        ).toContain(post.messageId);
      expect(
        await t.db.telegramChannelPost.count({ where: { listingId: pending.id, kind: "scholarships" } }),
      ).toBe(0);
    });
  });

  it("removes the post of a deleted listing", async () => {
    const admin = await t.signIn("admin");
    const job = await makeJob(t.db, { status: "pending", JobTitle: "Soon Deleted Job" });
    await t.request().put(`${API_PREFIX}/jobs-approve/${job.id}`).set(admin.auth).send({}).expect(200);
    const post = await waitFor(async () => {
      const row = await t.db.telegramChannelPost.findUniqueOrThrow({
        where: { kind_listingId_language: { kind: "jobs", listingId: job.id, language: "en" } },
      });
      expect(row.messageId).not.toBeNull();
      return row;
    });
    await t.request().delete(`${API_PREFIX}/jobs/${job.id}`).set(admin.auth).expect(200);
    await waitFor(async () => {
      const removed = await t.db.telegramDelivery.findFirstOrThrow({
        where: { purpose: "channel-delete", kind: "jobs", listingId: job.id, language: "en" },
      });
      expect(removed).toMatchObject({ status: "sent", messageId: post.messageId });
      expect(telegram.callsOf("deleteMessage", "@btw_en").map((call) => call.params.message_id)).toContain(
        post.messageId,
      );
    });
    await waitFor(async () => {
      expect(
        await t.db.telegramDelivery.count({
          where: { purpose: "channel-delete", kind: "jobs", listingId: job.id, status: "waiting" },
        }),
      ).toBe(0);
    });
  });

  it("waits out a 429's retry_after and keeps a channel's pace", async () => {
    const admin = await t.signIn("admin");
    telegram.rateLimit("@btw_en", 2);
    const job = await makeJob(t.db, { status: "pending", JobTitle: "Rate Limited Job" });
    const before = Date.now();
    await t.request().put(`${API_PREFIX}/jobs-approve/${job.id}`).set(admin.auth).send({}).expect(200);
    const sent = await waitFor(async () => {
      const row = await t.db.telegramDelivery.findFirstOrThrow({
        where: { purpose: "channel-post", kind: "jobs", listingId: job.id, language: "en" },
      });
      expect(row.status).toBe("sent");
      return row;
    });
    expect(sent.attempts).toBe(2);
    const tries = telegram
      .callsOf("sendMessage", "@btw_en")
      .filter((call) => call.at >= before && String(call.params.text).includes("Rate Limited Job"));
    expect(tries).toHaveLength(2);
    expect(tries.map((call) => call.status)).toEqual([429, 200]);
    expect((tries[1]?.at ?? 0) - (tries[0]?.at ?? 0)).toBeGreaterThanOrEqual(2_000);
    const channelSends = telegram.calls.filter(
      (call) => call.params.chat_id === "@btw_en" && call.status === 200,
    );
    for (let i = 1; i < channelSends.length; i++)
      expect((channelSends[i]?.at ?? 0) - (channelSends[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(2_900);
  });
});

describe("instant alerts", SLOW, () => {
  it("go to matching chats within their daily cap, and a blocked chat is unsubscribed", async () => {
    const capped = newChatId();
    const blocked = newChatId();
    const other = newChatId();
    const base = { fieldsOfStudy: [], countries: [] };
    await t.db.telegramChat.createMany({
      data: [
        { chatId: BigInt(capped), kinds: ["jobs"], dailyCap: 3, ...base },
        { chatId: BigInt(blocked), kinds: ["jobs"], ...base },
        { chatId: BigInt(other), kinds: ["training"], ...base },
      ],
    });
    telegram.block(blocked);
    for (let i = 0; i < 4; i++) {
      const job = await makeJob(t.db, { JobTitle: `Alert Job ${i}` });
      const listing = await readListing(t.ctx, "jobs", job.id);
      if (listing) await sendInstantAlerts(t.ctx, listing);
    }
    expect(await t.db.telegramDelivery.count({ where: { chatId: String(capped), purpose: "alert" } })).toBe(
      3,
    );
    expect(await t.db.telegramDelivery.count({ where: { chatId: String(other), purpose: "alert" } })).toBe(0);
    await waitFor(async () => {
      const failed = await t.db.telegramDelivery.findFirstOrThrow({
        where: { chatId: String(blocked), status: "failed" },
      });
      expect(failed.error).toContain("403");
      expect((await t.db.telegramChat.findUniqueOrThrow({ where: { chatId: BigInt(blocked) } })).active).toBe(
        false,
      );
    });
    await waitFor(() => {
      const sends = telegram.callsOf("sendMessage", capped);
      expect(sends).toHaveLength(3);
      for (let i = 1; i < sends.length; i++)
        expect((sends[i]?.at ?? 0) - (sends[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    });
  });
});

describe("the delivery log", () => {
  it("shows staff what was sent and why something failed, and sends again", async () => {
    const admin = await t.signIn("admin");
    const answer = await t
      .request()
      .get(`${API_PREFIX}${telegramPaths.deliveries}?status=failed`)
      .set(admin.auth)
      .expect(200);
    const failed = answer.body.deliveries.data[0];
    expect(failed).toMatchObject({ to: "chat", status: "failed" });
    expect(failed.error).toContain("blocked");
    expect(answer.body.counts.channels).toEqual([
      { language: "en", channel: "@btw_en" },
      { language: "am", channel: "@btw_am" },
    ]);
    expect(answer.body.counts.telegramChats).toBeGreaterThan(0);
    expect(answer.body.counts.telegramOn).toBe(true);
    const again = await t
      .request()
      .post(`${API_PREFIX}${telegramPaths.resend.replace(":id", String(failed.id))}`)
      .set(admin.auth)
      .expect(201);
    expect(again.body.delivery).toMatchObject({ status: "waiting", purpose: failed.purpose });
    const member = await t.signIn();
    await t.request().get(`${API_PREFIX}${telegramPaths.deliveries}`).set(member.auth).expect(403);
  });
});
