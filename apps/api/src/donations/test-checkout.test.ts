// The zero-setup path (no CHAPA_SECRET_KEY), end to end over real HTTP: form -> test checkout page ->
// "Pay" -> signed webhook + callback -> thank-you page, with the receipt delivered by SMTP.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX } from "@btw/contracts";
import { mailCatalog } from "@btw/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { signWebhookBody } from "./webhook-signature.ts";

const smtp = await startSmtpServer();
// The server listens first so PUBLIC_URL (used in checkout and return links) can name its port.
let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
const server = createServer((req, res) => handle(req, res));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await smtp.close();
});

const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: origin });
handle = t.app;

let count = 0;
async function donate() {
  count += 1;
  const email = `test-checkout-${Date.now()}-${count}@example.test`;
  const res = await fetch(`${origin}${API_PREFIX}/chapaDonate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      amount: 150,
      fname: "Hanna",
      lname: "Tesfaye",
      phone_number: "0711223344",
      email,
      address: "Piassa, Addis Ababa",
      donationType: "oneTime",
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; newOrder: { callback_url: string; tx_ref: string } };
  return { email, checkoutUrl: body.newOrder.callback_url, txRef: body.newOrder.tx_ref };
}

const press = (checkoutUrl: string, outcome: "success" | "failed") =>
  fetch(checkoutUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: "manual",
  });

describe("the built-in test checkout", () => {
  it("pays a donation end to end through the same callback, webhook and verify paths", async () => {
    const { email, checkoutUrl, txRef } = await donate();
    expect(checkoutUrl).toBe(`${origin}${API_PREFIX}/donate/test-checkout/${txRef}`);

    const page = await fetch(checkoutUrl, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain(mailCatalog("en").testCheckout.banner);
    expect(html).toContain("150.00 ETB");
    expect(html).toContain('value="success"');
    expect(html).toContain("Fail / cancel");
    expect(html).not.toMatch(/<script/i);
    // The site's icon, so the browser asks for no /favicon.ico (a 404 on every checkout).
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');

    const paid = await press(checkoutUrl, "success");
    expect(paid.status).toBe(303);
    const callback = paid.headers.get("location")!;
    expect(callback).toMatch(
      new RegExp(`^${API_PREFIX}/donate/callback\\?trx_ref=${txRef}&ref_id=TEST-[0-9A-F]+&status=success$`),
    );

    // The signed webhook already settled it; the callback verifies again and changes nothing.
    const row = await t.db.donation.findUniqueOrThrow({ where: { txRef } });
    expect(row.status).toBe("paid");
    expect(row.chapaReference).toMatch(/^TEST-/);
    expect(row.paymentMode).toBe("test");
    const events = await t.db.paymentEvent.findMany({ where: { txRef }, orderBy: { id: "asc" } });
    expect(events.map((event) => `${event.source}:${event.event}`)).toEqual([
      "test-gateway:initialize",
      "api:initialize",
      "test-gateway:charge.success",
      "webhook:charge.success",
      "webhook:verify.success",
    ]);

    const back = await fetch(`${origin}${callback}`, {
      headers: { Accept: "text/html" },
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/born-to-win/donate/thank-you?tx_ref=${txRef}`);

    const status = await fetch(`${origin}${API_PREFIX}/donate/status/${txRef}`);
    expect(await status.json()).toMatchObject({ txRef, status: "paid", amount: 150, currency: "ETB" });

    const receipt = await smtp.waitForMail(email, 15_000);
    expect(receipt.text).toContain("150.00 ETB");
    expect(receipt.text).toContain(txRef);

    // Pressing again (back button) keeps the first outcome.
    const again = await press(checkoutUrl, "failed");
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toContain("status=success");
    expect((await t.db.donation.findUniqueOrThrow({ where: { txRef } })).status).toBe("paid");
    const revisit = await (await fetch(checkoutUrl)).text();
    expect(revisit).toContain(mailCatalog("en").testCheckout.alreadyPaid);
  });

  it("fails a donation when the donor presses Fail / cancel", async () => {
    const { email, checkoutUrl, txRef } = await donate();
    const failed = await press(checkoutUrl, "failed");
    expect(failed.status).toBe(303);
    expect((await t.db.donation.findUniqueOrThrow({ where: { txRef } })).status).toBe("failed");
    const status = await fetch(`${origin}${API_PREFIX}/donate/status/${txRef}`);
    expect(((await status.json()) as { status: string }).status).toBe("failed");
    expect(await t.db.emailMessage.count({ where: { to: email } })).toBe(0);
  });

  it("checks webhook signatures in test mode too", async () => {
    const { txRef } = await donate();
    const body = JSON.stringify({ event: "charge.success", tx_ref: txRef, status: "success" });
    const forged = await fetch(`${origin}${API_PREFIX}/donate/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-chapa-signature": signWebhookBody(body, "guessed-secret"),
      },
      body,
    });
    expect(forged.status).toBe(401);
    // A correctly signed webhook still settles nothing the donor did not pay: verify says pending.
    const signed = await fetch(`${origin}${API_PREFIX}/donate/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-chapa-signature": signWebhookBody(body, t.ctx.payments.webhookSecret!),
      },
      body,
    });
    expect(signed.status).toBe(200);
    expect((await t.db.donation.findUniqueOrThrow({ where: { txRef } })).status).toBe("pending");
  });

  it("answers 404 for a checkout it never started", async () => {
    const res = await fetch(`${origin}${API_PREFIX}/donate/test-checkout/btw-unknown-ref`);
    expect(res.status).toBe(404);
  });
});
