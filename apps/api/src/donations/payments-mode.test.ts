// Where pretend payments may happen: the test checkout serves development and tests by default, and
// production only when PAYMENTS_MODE=test says so, with TEST on every page, receipt and admin row.
import { randomBytes } from "node:crypto";
import { API_PREFIX } from "@btw/contracts";
import { mailCatalog } from "@btw/i18n";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { GIVING_UNAVAILABLE_MESSAGE } from "./donation.service.ts";
import { TEST_GATEWAY_SOURCE } from "./test-gateway.ts";

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://borntowin.example", LOG_LEVEL: "silent" };

let count = 0;
function gift(amount = 5000) {
  count += 1;
  return {
    amount,
    fname: "Selam",
    lname: "Bekele",
    phone_number: "0911223344",
    email: `mode-${Date.now()}-${count}@example.test`,
    address: "Kazanchis, Addis Ababa",
    donationType: "oneTime",
  };
}

describe("production with neither a Chapa key nor PAYMENTS_MODE=test", () => {
  const t = createTestContext(PRODUCTION);

  it("says giving is unavailable and refuses a donation with 503 and a clear message", async () => {
    const mode = await t.request().get(`${API_PREFIX}/donate/payments-mode`).expect(200);
    expect(mode.body).toEqual({ mode: "unavailable" });

    const body = gift();
    const res = await t.request().post(`${API_PREFIX}/chapaDonate`).send(body).expect(503);
    expect(res.body).toEqual({ message: GIVING_UNAVAILABLE_MESSAGE });
    expect(await t.db.donation.count({ where: { email: body.email } })).toBe(0);
  });

  it("has no test checkout: an anonymous 'Pay' cannot mark a gift paid", async () => {
    // A pending gift with a test checkout recorded, as a server in test mode would have left it.
    const txRef = `btw-${randomBytes(6).toString("hex")}`;
    await t.db.donation.create({
      data: {
        txRef,
        amount: 5000,
        currency: "ETB",
        fname: "Selam",
        lname: "Bekele",
        email: `stale-${txRef}@example.test`,
        phone_number: "0911223344",
        address: "Addis Ababa",
        donationType: "oneTime",
        status: "pending",
      },
    });
    await t.db.paymentEvent.create({
      data: {
        txRef,
        source: TEST_GATEWAY_SOURCE,
        event: "initialize",
        payload: { tx_ref: txRef, amount: "5000.00", currency: "ETB" },
      },
    });

    const path = `${API_PREFIX}/donate/test-checkout/${txRef}`;
    await t.request().get(path).expect(404);
    await t.request().post(path).type("form").send({ outcome: "success" }).expect(404);
    const row = await t.db.donation.findUniqueOrThrow({ where: { txRef } });
    expect(row.status).toBe("pending");
    expect(await t.db.emailMessage.count({ where: { to: row.email } })).toBe(0);
  });
});

describe("production with PAYMENTS_MODE=test", () => {
  const t = createTestContext({ ...PRODUCTION, PAYMENTS_MODE: "test" });

  it("takes test gifts and marks them TEST on the checkout, the thank-you status, the receipt and the admin row", async () => {
    const mode = await t.request().get(`${API_PREFIX}/donate/payments-mode`).expect(200);
    expect(mode.body).toEqual({ mode: "test" });

    const body = gift(5000);
    const started = await t.request().post(`${API_PREFIX}/chapaDonate`).send(body).expect(200);
    const txRef: string = started.body.newOrder.tx_ref;
    const checkout = new URL(started.body.newOrder.callback_url);
    expect(checkout.origin).toBe(PRODUCTION.PUBLIC_URL);

    const pending = await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200);
    expect(pending.body).toMatchObject({ status: "pending", test: true });

    const page = await t.request().get(checkout.pathname).expect(200);
    expect(page.text).toContain(mailCatalog("en").testCheckout.banner);
    await t.request().post(checkout.pathname).type("form").send({ outcome: "success" }).expect(303);

    const paid = await t.request().get(`${API_PREFIX}/donate/status/${txRef}`).expect(200);
    expect(paid.body).toMatchObject({ status: "paid", test: true, amount: 5000 });

    const receipt = await t.db.emailMessage.findFirstOrThrow({
      where: { to: body.email, template: "donation-receipt" },
    });
    expect(receipt.subject).toMatch(/^\[TEST\] Receipt/);
    expect(receipt.text).toMatch(/^TEST PAYMENT: no money moved/);
    expect(receipt.html).toContain("TEST PAYMENT: no money moved");

    const { auth } = await t.signIn("admin");
    const list = await t.request().get(`${API_PREFIX}/donate`).query({ q: body.email }).set(auth).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ txRef, status: "paid", test: true })]);
    const csv = await t
      .request()
      .get(`${API_PREFIX}/donate/export.csv`)
      .query({ q: body.email })
      .set(auth)
      .expect(200);
    expect(csv.text.split("\r\n")[0]).toMatch(/,test$/);
    expect(csv.text.split("\r\n")[1]).toMatch(/,TEST$/);
  });
});

describe("development on another port, with no PUBLIC_URL", () => {
  const t = createTestContext({ NODE_ENV: "development", PORT: "3301", LOG_LEVEL: "silent" });

  it("uses the test checkout by default, at an address on that port", async () => {
    const mode = await t.request().get(`${API_PREFIX}/donate/payments-mode`).expect(200);
    expect(mode.body).toEqual({ mode: "test" });
    const started = await t.request().post(`${API_PREFIX}/chapaDonate`).send(gift(100)).expect(200);
    expect(started.body.newOrder.callback_url).toMatch(
      new RegExp(`^http://localhost:3301${API_PREFIX}/donate/test-checkout/btw-`),
    );
  });
});
