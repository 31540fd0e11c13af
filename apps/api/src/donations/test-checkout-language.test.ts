// The API's own donor pages speak the donor's language: the test checkout the donation's stored one
// (from the donate page's X-Site-Language), a dead pledge link the browser's Accept-Language.
import { API_PREFIX, donationPaths, LANGUAGE_HEADER, localizedPath, PUBLIC_PAGES } from "@btw/contracts";
import { type Language, mailCatalog } from "@btw/i18n";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const t = createTestContext();

let count = 0;
async function checkoutIn(language: Language) {
  count += 1;
  const started = await t
    .request()
    .post(`${API_PREFIX}/chapaDonate`)
    .set(LANGUAGE_HEADER, language)
    .send({
      amount: 1500,
      fname: "Chaltu",
      lname: "Gemechu",
      phone_number: "0911223344",
      email: `checkout-${language}-${Date.now()}-${count}@example.test`,
      address: "Adama",
      donationType: "oneTime",
    })
    .expect(200);
  return new URL(started.body.newOrder.callback_url as string).pathname;
}

describe("the test checkout page in the donation's language", () => {
  it.each([
    ["am", "1,500.00 ብር"],
    ["om", "Birrii 1,500.00"],
  ] as const)("speaks %s: lang, TEST mark, amount and buttons", async (language, money) => {
    const words = mailCatalog(language).testCheckout;
    const page = await t
      .request()
      .get(await checkoutIn(language))
      .set("Accept", "text/html")
      .expect(200);
    expect(page.text).toContain(`<html lang="${language}">`);
    expect(page.text).toContain(words.banner);
    expect(page.text).toContain(`<h1>${words.title}</h1>`);
    expect(page.text).toContain(`>${words.pay(money)}</button>`);
    expect(page.text).toContain(`>${words.fail}</button>`);
    expect(page.text).toContain(`<dd>${mailCatalog(language).donationReceipt.oneTimeGift}</dd>`);
    expect(page.text).not.toContain(mailCatalog("en").testCheckout.banner);
    expect(page.text).not.toContain("Fail / cancel");
  });

  it("stays English for a donation made in English", async () => {
    const page = await t
      .request()
      .get(await checkoutIn("en"))
      .expect(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain("TEST CHECKOUT");
    expect(page.text).toContain(">Pay 1,500.00 ETB</button>");
  });
});

describe("a dead pledge link", () => {
  const deadLink = `${API_PREFIX}${donationPaths.pledgeStop}?token=${"0".repeat(64)}`;

  it("speaks the browser's first supported language", async () => {
    const page = await t
      .request()
      .get(deadLink)
      .set("Accept", "text/html")
      .set("Accept-Language", "fr-FR, om;q=0.9, en;q=0.5")
      .expect(404);
    const words = mailCatalog("om").linkFailed;
    expect(page.text).toContain('<html lang="om">');
    expect(page.text).toContain(words.title);
    expect(page.text).toContain(words.invalid);
    expect(page.text).toContain(`href="${localizedPath(PUBLIC_PAGES.donate.path, "om")}"`);
  });

  it("keeps English when the browser names no site language", async () => {
    const page = await t
      .request()
      .get(deadLink)
      .set("Accept", "text/html")
      .set("Accept-Language", "fr-FR, de")
      .expect(404);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain("This link did not work");
  });
});
