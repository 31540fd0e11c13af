// Donation emails about a test payment say TEST from the subject to the body; real ones never do.
import { describe, expect, it } from "vitest";
import { renderDonationReceipt } from "../mail/templates/donation-receipt.ts";
import { renderMonthlyReminder } from "../mail/templates/monthly-reminder.ts";

const receipt = (test: boolean) =>
  renderDonationReceipt({
    donorName: "Selam Bekele",
    amount: 500,
    currency: "ETB",
    paidAt: new Date("2026-11-22T10:00:00Z"),
    txRef: "btw-mail-1",
    providerReference: "CH-ABC123",
    monthly: true,
    stopRemindersUrl: "https://borntowin.example/stop",
    test,
    language: "en",
    homeUrl: "https://borntowin.example/",
    organisation: { email: "office@borntowin.example" },
  });
const reminder = (test: boolean) =>
  renderMonthlyReminder({
    donorName: "Selam Bekele",
    amount: 500,
    currency: "ETB",
    giveUrl: "https://borntowin.example/give",
    stopUrl: "https://borntowin.example/stop",
    test,
    language: "en",
    homeUrl: "https://borntowin.example/",
  });

describe("TEST marks in donation emails", () => {
  it.each([
    ["receipt", receipt],
    ["monthly reminder", reminder],
  ])("a %s of a test payment says TEST in its subject, text and HTML", (_name, render) => {
    const mail = render(true);
    expect(mail.subject).toMatch(/^\[TEST\] /);
    expect(mail.text).toMatch(/^TEST/);
    expect(mail.html).toMatch(/TEST(?: PAYMENT)?: /);
    const real = render(false);
    expect(real.subject).not.toContain("TEST");
    expect(`${real.text}${real.html}`).not.toMatch(/\bTEST\b/);
  });
});
