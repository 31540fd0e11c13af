import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX, DONOR_PHONE_MESSAGE, LANGUAGE_HEADER } from "@btw/contracts";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startFakeChapa } from "../../test/fake-chapa.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { createApp } from "../app.ts";
import { GATEWAY_DOWN_MESSAGE } from "./donation.service.ts";
import { sendDueReminders } from "./pledges.service.ts";
import { reverifyStaleDonations } from "./stale-donations.ts";

const smtp = await startSmtpServer();
const chapa = await startFakeChapa();
afterAll(async () => {
  await smtp.close();
  await chapa.close();
});

const t = createTestContext({
  SMTP_URL: smtp.url,
  CHAPA_SECRET_KEY: chapa.secretKey,
  CHAPA_BASE_URL: chapa.baseUrl,
  CHAPA_WEBHOOK_SECRET: chapa.webhookSecret,
  PUBLIC_URL: "https://borntowin.test",
  ORG_EMAIL: "office@borntowin.test",
  ORG_ADDRESS: "Bole, Addis Ababa, Ethiopia",
});

let server: Server;
let webhookUrl: string;
beforeAll(async () => {
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}/donate/webhook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let donorCount = 0;
function donor(overrides: Record<string, unknown> = {}) {
  donorCount += 1;
  return {
    amount: "1234.5",
    fname: "Abebe",
    lname: `Kebede ${donorCount}`,
    phone_number: "+251 911 234 567",
    title: "Donate",
    email: `donor-${Date.now()}-${donorCount}@example.test`,
    address: "Bole, Addis Ababa",
    ...overrides,
  };
}

async function donate(overrides: Record<string, unknown> = {}) {
  const body = donor(overrides);
  const res = await t.request().post(`${API_PREFIX}/chapaDonate`).send(body).expect(200);
  return { body, txRef: res.body.newOrder.tx_ref as string, res };
}

const donation = (txRef: string) => t.db.donation.findUniqueOrThrow({ where: { txRef } });
const mailsTo = (email: string) =>
  smtp.messages.filter((message) => message.to.includes(email.toLowerCase()));
const verifyCalls = (txRef: string) =>
  chapa.requests.filter((r) => r.path === `/v1/transaction/verify/${txRef}`).length;

describe("a one-time donation through Chapa", () => {
  it("tells the donate page that gifts go through Chapa", async () => {
    const mode = await t.request().get(`${API_PREFIX}/donate/payments-mode`).expect(200);
    expect(mode.body).toEqual({ mode: "chapa" });
    await t.request().get(`${API_PREFIX}/donate/test-checkout/btw-anything`).expect(404);
  });

  it("records the gift before Chapa, pays, and mails one receipt", async () => {
    const { body, txRef, res } = await donate();
    expect(res.body).toEqual({
      success: true,
      newOrder: { callback_url: `https://checkout.chapa.co/checkout/payment/fake-${txRef}`, tx_ref: txRef },
    });
    expect(txRef).toMatch(/^btw-/);

    const row = await donation(txRef);
    expect(row).toMatchObject({
      status: "pending",
      currency: "ETB",
      donationType: "oneTime",
      phone_number: "+251911234567",
    });
    expect(Number(row.amount)).toBe(1234.5);

    const sent = chapa.transactions.get(txRef)!;
    expect(sent).toMatchObject({
      amount: "1234.50",
      currency: "ETB",
      phone_number: "0911234567",
      email: body.email,
    });
    expect(sent.callback_url).toBe(`https://borntowin.test${API_PREFIX}/donate/callback?trx_ref=${txRef}`);
    expect(sent.return_url).toBe(`https://borntowin.test/born-to-win/donate/thank-you?tx_ref=${txRef}`);

    chapa.pay(txRef);
    const delivered = await chapa.deliverWebhook(webhookUrl, txRef);
    expect(delivered.status).toBe(200);

    const paid = await donation(txRef);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.chapaReference).toBe(sent.reference);

    const receipt = await smtp.waitForMail(body.email, 15_000);
    expect(receipt.subject).toContain("1,234.50 ETB");
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain("1,234.50 ETB");
      expect(part).toContain(txRef);
      expect(part).toContain(sent.reference);
      // The organisation's details as the operator set them; the phone, not set, is left out.
      expect(part).toContain("office@borntowin.test");
      expect(part).toContain("Bole, Addis Ababa, Ethiopia");
      expect(part).not.toMatch(/Phone:/);
    }
    expect(receipt.text).toMatch(/Date: \d{1,2} [A-Z][a-z]+ \d{4}/);

    // Chapa's callback arrives after the webhook: nothing changes, no second receipt.
    const callback = await t
      .request()
      .get(`${API_PREFIX}/donate/callback`)
      .query({ trx_ref: txRef, status: "success" })
      .expect(200);
    expect(callback.body).toMatchObject({ txRef, status: "paid" });
    const status = await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200);
    expect(status.body).toMatchObject({
      txRef,
      status: "paid",
      amount: 1234.5,
      currency: "ETB",
      donationType: "oneTime",
    });
    const receipts = await t.db.emailMessage.count({
      where: { to: body.email, template: "donation-receipt" },
    });
    expect(receipts).toBe(1);
  });

  it("marks a failed payment failed, without a receipt", async () => {
    const { body, txRef } = await donate();
    chapa.fail(txRef);
    const callback = await t
      .request()
      .get(`${API_PREFIX}/donate/callback`)
      .query({ trx_ref: txRef })
      .expect(200);
    expect(callback.body.status).toBe("failed");
    const status = await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200);
    expect(status.body.status).toBe("failed");
    expect((await donation(txRef)).failureReason).toMatch(/failed/i);
    expect(await t.db.emailMessage.count({ where: { to: body.email } })).toBe(0);
  });

  it("lets the thank-you page's status check settle a payment whose webhook never came", async () => {
    const { body, txRef } = await donate();
    const pending = await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200);
    expect(pending.body.status).toBe("pending");
    chapa.pay(txRef);
    // Asked again at once: the gateway is not asked more than every 30 s per gift.
    expect((await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200)).body.status).toBe(
      "pending",
    );
    await t.db.donation.update({ where: { txRef }, data: { lastVerifiedAt: new Date(Date.now() - 60_000) } });
    const paid = await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200);
    expect(paid.body.status).toBe("paid");
    await smtp.waitForMail(body.email, 15_000);
  });

  it("does nothing for callbacks anyone repeats: no events, no gateway calls for a gift checked moments ago or settled", async () => {
    const { txRef } = await donate();
    const callback = () => t.request().get(`${API_PREFIX}/donate/callback`).query({ trx_ref: txRef });
    const events = () => t.db.paymentEvent.count({ where: { txRef } });
    const before = await events();
    for (let i = 0; i < 20; i++) expect((await callback().expect(200)).body.status).toBe("pending");
    expect(verifyCalls(txRef)).toBe(1);
    expect(await events()).toBe(before + 2);
    // Paid: final, so a callback asks nothing at all, however long after.
    chapa.pay(txRef);
    await t.db.donation.update({ where: { txRef }, data: { lastVerifiedAt: new Date(Date.now() - 60_000) } });
    expect((await callback().expect(200)).body.status).toBe("paid");
    await t.db.donation.update({ where: { txRef }, data: { lastVerifiedAt: new Date(Date.now() - 60_000) } });
    for (let i = 0; i < 5; i++) expect((await callback().expect(200)).body.status).toBe("paid");
    expect(verifyCalls(txRef)).toBe(2);
    expect(await events()).toBe(before + 4);
    // And a client that keeps calling is limited.
    const limited = supertest(createApp({ ...t.ctx, rateLimits: { donationCallbackAddress: { limit: 2 } } }));
    const path = `${API_PREFIX}/donate/callback?trx_ref=${txRef}`;
    for (let i = 0; i < 2; i++) await limited.get(path).expect(200);
    expect((await limited.get(path).expect(429)).body.message).toMatch(/Too many requests/);
  });

  it("sends a browser that lands on the callback to the thank-you page", async () => {
    const { txRef } = await donate();
    chapa.pay(txRef);
    const res = await t
      .request()
      .get(`${API_PREFIX}/donate/callback?trx_ref=${txRef}`)
      .set("Accept", "text/html")
      .expect(303);
    expect(res.headers.location).toBe(`/born-to-win/donate/thank-you?tx_ref=${txRef}`);
    expect((await donation(txRef)).status).toBe("paid");
  });

  it("brings a donor who gave in Amharic back to the Amharic thank-you page", async () => {
    const body = donor();
    const res = await t
      .request()
      .post(`${API_PREFIX}/chapaDonate`)
      .set(LANGUAGE_HEADER, "am")
      .send(body)
      .expect(200);
    const txRef = res.body.newOrder.tx_ref as string;
    expect(chapa.transactions.get(txRef)?.return_url).toBe(
      `https://borntowin.test/am/born-to-win/donate/thank-you?tx_ref=${txRef}`,
    );
    chapa.pay(txRef);
    const landed = await t
      .request()
      .get(`${API_PREFIX}/donate/callback?trx_ref=${txRef}`)
      .set("Accept", "text/html")
      .expect(303);
    expect(landed.headers.location).toBe(`/am/born-to-win/donate/thank-you?tx_ref=${txRef}`);
  });

  it("refuses webhooks that are unsigned or wrongly signed, and settles nothing", async () => {
    const { txRef } = await donate();
    chapa.pay(txRef);
    const wrong = await chapa.deliverWebhook(webhookUrl, txRef, { secret: "not-the-secret" });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toEqual({ message: "Invalid webhook signature" });
    const unsigned = await chapa.deliverWebhook(webhookUrl, txRef, { unsigned: true });
    expect(unsigned.status).toBe(401);
    // A body changed after signing fails too.
    const { body, headers } = chapa.webhook(txRef);
    const tampered = await fetch(webhookUrl, {
      method: "POST",
      headers: { ...headers, "chapa-signature": "" },
      body: body.replace("charge.success", "charge.successful"),
    });
    expect(tampered.status).toBe(401);

    expect((await donation(txRef)).status).toBe("pending");
    expect(verifyCalls(txRef)).toBe(0);
    expect(await t.db.paymentEvent.count({ where: { txRef, source: "webhook" } })).toBe(0);
  });

  it("accepts Chapa's second signature header (HMAC of the secret)", async () => {
    const { txRef } = await donate();
    chapa.pay(txRef);
    const { body, headers } = chapa.webhook(txRef);
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "chapa-signature": headers["chapa-signature"]! },
      body,
    });
    expect(res.status).toBe(200);
    expect((await donation(txRef)).status).toBe("paid");
  });

  it("settles the same webhook delivered three times (two at once) only once", async () => {
    const { body, txRef } = await donate();
    chapa.pay(txRef);
    const [first, second] = await Promise.all([
      chapa.deliverWebhook(webhookUrl, txRef),
      chapa.deliverWebhook(webhookUrl, txRef),
    ]);
    const third = await chapa.deliverWebhook(webhookUrl, txRef);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);

    expect((await donation(txRef)).status).toBe("paid");
    expect(
      await t.db.paymentEvent.count({ where: { txRef, source: "webhook", event: "charge.success" } }),
    ).toBe(3);
    await smtp.waitForMail(body.email, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(body.email)).toHaveLength(1);
    expect(await t.db.emailMessage.count({ where: { to: body.email } })).toBe(1);
  });

  it("does not mark paid when Chapa reports another amount", async () => {
    const { body, txRef } = await donate({ amount: "500" });
    chapa.pay(txRef, { amount: "5.00" });
    expect((await chapa.deliverWebhook(webhookUrl, txRef)).status).toBe(200);
    const row = await donation(txRef);
    expect(row.status).toBe("failed");
    expect(row.failureReason).toMatch(/Needs review/);
    expect(await t.db.emailMessage.count({ where: { to: body.email } })).toBe(0);
  });

  it("answers 502 with a clear message when Chapa is down, and marks the gift failed", async () => {
    const body = donor();
    chapa.down = true;
    try {
      const res = await t.request().post(`${API_PREFIX}/chapaDonate`).send(body).expect(502);
      expect(res.body).toEqual({ message: GATEWAY_DOWN_MESSAGE });
    } finally {
      chapa.down = false;
    }
    const row = await t.db.donation.findFirstOrThrow({ where: { email: body.email } });
    expect(row.status).toBe("failed");
    expect(row.failureReason).toMatch(/Chapa initialize failed/);
  });

  it("takes a donor abroad: the number is stored in E.164 and left out of Chapa's Ethiopian-only field", async () => {
    const { txRef } = await donate({ phone_number: "+1 (404) 555-0199" });
    expect((await donation(txRef)).phone_number).toBe("+14045550199");
    const sent = chapa.transactions.get(txRef)!;
    expect(sent.phone_number).toBe("");
    expect(sent.email).toMatch(/@example\.test$/);
  });

  it("validates the form: amount bounds and a phone number", async () => {
    const tooSmall = await t
      .request()
      .post(`${API_PREFIX}/chapaDonate`)
      .send(donor({ amount: "5" }))
      .expect(400);
    expect(tooSmall.body.message).toMatch(/smallest gift is 10 ETB/);
    const phone = await t
      .request()
      .post(`${API_PREFIX}/chapaDonate`)
      .send(donor({ phone_number: "12345" }))
      .expect(400);
    expect(phone.body.message).toBe(`phone_number: ${DONOR_PHONE_MESSAGE}`);
    await t.request().get(`${API_PREFIX}/donate/status/btw-nothing-here`).expect(404);
  });
});

describe("re-verification of stale pending donations", () => {
  const age = (txRef: string, minutes: number) =>
    t.db.donation.update({ where: { txRef }, data: { createdAt: new Date(Date.now() - minutes * 60_000) } });

  it("settles what Chapa has, fails what never got paid in 24 h, and leaves the rest", async () => {
    const paidLater = await donate();
    const abandoned = await donate();
    const stillOpen = await donate();
    const fresh = await donate();
    chapa.pay(paidLater.txRef);
    await age(paidLater.txRef, 20);
    await age(abandoned.txRef, 25 * 60);
    await age(stillOpen.txRef, 20);

    await reverifyStaleDonations(t.ctx);

    expect((await donation(paidLater.txRef)).status).toBe("paid");
    expect(await donation(abandoned.txRef)).toMatchObject({
      status: "failed",
      failureReason: "No payment was completed within 24 hours",
    });
    const open = await donation(stillOpen.txRef);
    expect(open.status).toBe("pending");
    expect(open.lastVerifiedAt).not.toBeNull();
    expect((await donation(fresh.txRef)).status).toBe("pending");
    expect(verifyCalls(fresh.txRef)).toBe(0);
    await smtp.waitForMail(paidLater.body.email, 15_000);
  });

  it("leaves gifts pending while Chapa cannot be reached", async () => {
    const { txRef } = await donate();
    await age(txRef, 25 * 60);
    chapa.down = true;
    try {
      const result = await reverifyStaleDonations(t.ctx);
      expect(result.unreachable).toBeGreaterThanOrEqual(1);
    } finally {
      chapa.down = false;
    }
    expect((await donation(txRef)).status).toBe("pending");
  });
});

describe("monthly donors", () => {
  it("records a pledge when the first gift is paid, reminds monthly with a fresh checkout, and stops in one click", async () => {
    const { body, txRef } = await donate({ donationType: "monthly", amount: "300" });
    chapa.pay(txRef);
    await chapa.deliverWebhook(webhookUrl, txRef);
    const first = await t.db.donation.findUniqueOrThrow({ where: { txRef }, include: { pledge: true } });
    expect(first.status).toBe("paid");
    const pledge = first.pledge!;
    expect(pledge).toMatchObject({ active: true, email: body.email });
    expect(Number(pledge.amount)).toBe(300);
    const days = (pledge.nextReminderAt.getTime() - first.paidAt!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const receipt = await smtp.waitForMail(body.email, 15_000);
    const stopUrl = `https://borntowin.test${API_PREFIX}/donate/pledges/stop?token=${pledge.unsubscribeToken}`;
    expect(receipt.text).toContain(stopUrl);

    // A month later the job runs (called directly here).
    const dueAt = new Date(Date.now() - 60_000);
    await t.db.monthlyPledge.update({ where: { id: pledge.id }, data: { nextReminderAt: dueAt } });
    await sendDueReminders(t.ctx);
    const reminder = await smtp.waitForMail(body.email, 15_000);
    expect(reminder.subject).toMatch(/monthly gift/i);
    expect(reminder.text).toContain("300.00 ETB");
    const giveUrl = `https://borntowin.test${API_PREFIX}/donate/pledges/give?token=${pledge.unsubscribeToken}`;
    expect(reminder.text).toContain(giveUrl);
    expect(reminder.text).toContain(stopUrl);
    expect(reminder.parsed.headers.get("subject")).toBeTruthy();
    const moved = await t.db.monthlyPledge.findUniqueOrThrow({ where: { id: pledge.id } });
    expect(moved.nextReminderAt.getTime()).toBeGreaterThan(Date.now());
    expect(moved.lastReminderAt).not.toBeNull();

    // Running again the same hour sends nothing more.
    await sendDueReminders(t.ctx);
    expect(await t.db.emailMessage.count({ where: { to: body.email, template: "monthly-reminder" } })).toBe(
      1,
    );

    // The reminder's link opens a fresh Chapa checkout for this month's gift.
    const give = await t
      .request()
      .get(new URL(giveUrl).pathname + new URL(giveUrl).search)
      .expect(303);
    const next = await t.db.donation.findFirstOrThrow({
      where: { pledgeId: pledge.id, id: { not: first.id } },
    });
    expect(give.headers.location).toBe(`https://checkout.chapa.co/checkout/payment/fake-${next.txRef}`);
    expect(next).toMatchObject({ status: "pending", donationType: "monthly", email: body.email });
    expect(Number(next.amount)).toBe(300);

    // One click stops the reminders (a second click is fine too).
    const stopPath = new URL(stopUrl).pathname + new URL(stopUrl).search;
    const stop = await t.request().get(stopPath).set("Accept", "text/html").expect(200);
    expect(stop.text).toContain("Monthly reminders stopped");
    await t.request().get(stopPath).set("Accept", "text/html").expect(200);
    expect((await t.db.monthlyPledge.findUniqueOrThrow({ where: { id: pledge.id } })).active).toBe(false);

    await t.db.monthlyPledge.update({ where: { id: pledge.id }, data: { nextReminderAt: dueAt } });
    await sendDueReminders(t.ctx);
    expect(await t.db.emailMessage.count({ where: { to: body.email, template: "monthly-reminder" } })).toBe(
      1,
    );
    await t
      .request()
      .get(new URL(giveUrl).pathname + new URL(giveUrl).search)
      .set("Accept", "application/json")
      .expect(410);
    await t
      .request()
      .get(`${API_PREFIX}/donate/pledges/stop?token=not-a-real-token-at-all`)
      .set("Accept", "application/json")
      .expect(404);
  });
});

describe("admin views of donations", () => {
  it("lists and filters, totals paid gifts per month, and exports CSV, for admins only", async () => {
    const marker = `admin-${Date.now()}`;
    const paid = await donate({ email: `${marker}-a@example.test`, amount: "100" });
    const pending = await donate({
      email: `${marker}-b@example.test`,
      amount: "250",
      fname: "=HYPERLINK(1)",
      lname: "a;=1+2",
    });
    chapa.pay(paid.txRef);
    await chapa.deliverWebhook(webhookUrl, paid.txRef);
    const { auth } = await t.signIn("admin");

    const all = await t.request().get(`${API_PREFIX}/donate`).query({ q: marker }).set(auth).expect(200);
    expect(all.body).toMatchObject({ count: 2, totalPages: 1, page: 1, limit: 20 });
    const onlyPaid = await t
      .request()
      .get(`${API_PREFIX}/donate`)
      .query({ q: marker, status: "paid" })
      .set(auth)
      .expect(200);
    expect(onlyPaid.body.data.map((d: { txRef: string }) => d.txRef)).toEqual([paid.txRef]);
    expect(onlyPaid.body.data[0]).toMatchObject({
      amount: 100,
      status: "paid",
      email: `${marker}-a@example.test`,
    });

    const before = await t.request().get(`${API_PREFIX}/donate/totals`).set(auth).expect(200);
    const month = new Date().toISOString().slice(0, 7);
    const row = before.body.totals.find((total: { month: string }) => total.month === month);
    expect(row.count).toBeGreaterThanOrEqual(1);
    expect(row.amountEtb).toBeGreaterThanOrEqual(100);

    const csv = await t
      .request()
      .get(`${API_PREFIX}/donate/export.csv`)
      .query({ q: marker })
      .set(auth)
      .expect(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    // A byte-order mark first, so Excel opens Amharic and Afaan Oromo names as UTF-8.
    expect(csv.text.startsWith("\uFEFFid,txRef,")).toBe(true);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,txRef,createdAt,paidAt,status/);
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain(paid.txRef);
    expect(csv.text).toContain(pending.txRef);
    // A formula in a name is defused for spreadsheets.
    expect(csv.text).toContain(",'=HYPERLINK(1),");
    expect(csv.text).not.toContain(",=HYPERLINK");
    // So is one after a semicolon, for spreadsheets whose list separator it is.
    expect(csv.text).toContain(`,"a;'=1+2",`);
    expect(csv.text).not.toMatch(/;=1\+2/);

    const member = await t.signIn("member");
    await t.request().get(`${API_PREFIX}/donate`).set(member.auth).expect(403);
    await t.request().get(`${API_PREFIX}/donate`).expect(401);
    await t.request().get(`${API_PREFIX}/donate/export.csv`).expect(401);
  });
});
