// Every email a visitor receives, rendered in English, Amharic and Afaan Oromo: the subject and text
// speak the reader's language, dates are Ethiopian first in am and om, links open the page in that
// language, and a reset code never stands in a subject.
import { SUPPORTED_LANGUAGES } from "@btw/i18n";
import { describe, expect, it } from "vitest";
import { renderReviewMail } from "../../opportunities/review-mail.ts";
import { homeUrl, siteUrl } from "../site-links.ts";
import { renderDonationReceipt } from "./donation-receipt.ts";
import type { RenderedMail } from "./layout.ts";
import { renderMonthlyReminder } from "./monthly-reminder.ts";
import { renderNewsletterConfirm } from "./newsletter-confirm.ts";
import { renderPasswordChanged } from "./password-changed.ts";
import { renderPasswordResetCode } from "./password-reset-code.ts";

const env = { PUBLIC_URL: "https://borntowin.example" };
// 22 November 2026 at 10:00 in Addis Ababa: Hidar 13, 2019 in the Ethiopian calendar.
const DAY = new Date("2026-11-22T07:00:00Z");

/** Words each language's emails must show (one per email), and its dates. */
const EXPECTED = {
  en: {
    reset: "Use this code",
    changed: "was changed on 22 November 2026",
    confirm: "Confirm my subscription",
    receipt: "Receipt for your donation of 1,500.00 ETB",
    receiptDate: "22 November 2026 (Hidar 13, 2019 E.C.)",
    reminder: "Give 1,500.00 ETB now",
    approved: 'Your job "Data analyst" is now published',
    rejected: "edit your submission",
  },
  am: {
    reset: "ይህን ኮድ ይጠቀሙ",
    changed: "ኅዳር 13 ቀን 2019 ዓ.ም. (22 Nov 2026) ተቀይሯል",
    confirm: "ምዝገባዬን ያረጋግጡ",
    receipt: "የ1,500.00 ብር ልገሳዎ ደረሰኝ",
    receiptDate: "ኅዳር 13 ቀን 2019 ዓ.ም. (22 Nov 2026)",
    reminder: "አሁን 1,500.00 ብር ይለግሱ",
    approved: "ያስገቡት ሥራ «Data analyst» ታትሟል",
    rejected: "እንደገና ለግምገማ መላክ ይችላሉ",
  },
  om: {
    reset: "koodii kana fayyadamaa",
    changed: "Sadaasa 13, 2019 (22 Nov 2026) jijjiirameera",
    confirm: "Galmee koo mirkaneessaa",
    receipt: "Nagahee gumaacha keessan Birrii 1,500.00",
    receiptDate: "Sadaasa 13, 2019 (22 Nov 2026)",
    reminder: "Amma Birrii 1,500.00 gumaachaa",
    approved: 'Hojii "Data analyst" isin ergitan maxxanfameera',
    rejected: "irra deebitanii gamaaggamaaf erguu",
  },
} as const;

const all = (mail: RenderedMail) => `${mail.subject}\n${mail.text}\n${mail.html}`;

describe.each(SUPPORTED_LANGUAGES)("visitor emails in %s", (language) => {
  const words = EXPECTED[language];
  const home = homeUrl(env, language);
  const prefix = language === "en" ? "https://borntowin.example/" : `https://borntowin.example/${language}`;
  const otherWords = SUPPORTED_LANGUAGES.filter((other) => other !== language).map(
    (other) => EXPECTED[other],
  );

  /** The mail speaks this language and no other, and links home in it. */
  function expectLanguage(mail: RenderedMail, word: string, key: keyof (typeof EXPECTED)["en"]) {
    expect(all(mail)).toContain(word);
    for (const other of otherWords) expect(all(mail)).not.toContain(other[key]);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(home.startsWith(prefix)).toBe(true);
    expect(mail.text).toContain(home);
  }

  it("password reset code: the code in the body, never in the subject", () => {
    const mail = renderPasswordResetCode({
      fullName: "Hana Tesfaye",
      code: "480913",
      language,
      homeUrl: home,
    });
    expectLanguage(mail, words.reset, "reset");
    expect(mail.text).toContain("480913");
    expect(mail.subject).not.toMatch(/\d/);
  });

  it("password changed: the date from the one formatter and the forgot-password page in this language", () => {
    const resetUrl = siteUrl(env, "/sign-in/forgot-password", language);
    const mail = renderPasswordChanged({
      fullName: "Hana Tesfaye",
      changedAt: DAY,
      language,
      resetUrl,
      homeUrl: home,
    });
    expectLanguage(mail, words.changed, "changed");
    expect(resetUrl.startsWith(prefix)).toBe(true);
    expect(mail.text).toContain(resetUrl);
  });

  it("newsletter confirmation", () => {
    const mail = renderNewsletterConfirm({
      confirmUrl: "https://borntowin.example/born-to-win-api/subscribers/confirm?token=t",
      unsubscribeUrl: "https://borntowin.example/born-to-win-api/subscribers/unsubscribe?token=t",
      language,
      homeUrl: home,
    });
    expectLanguage(mail, words.confirm, "confirm");
  });

  it("donation receipt: money and the Ethiopian date as the language writes them", () => {
    const mail = renderDonationReceipt({
      donorName: "Abebe Kebede",
      amount: 1500,
      currency: "ETB",
      paidAt: DAY,
      txRef: "btw-three",
      providerReference: "CH-1",
      monthly: false,
      test: false,
      language,
      homeUrl: home,
      organisation: { address: "Atlanta, Georgia, USA" },
    });
    expect(mail.subject).toBe(words.receipt);
    expectLanguage(mail, words.receiptDate, "receiptDate");
  });

  it("monthly reminder", () => {
    const mail = renderMonthlyReminder({
      donorName: "Abebe Kebede",
      amount: 1500,
      currency: "ETB",
      giveUrl: "https://borntowin.example/born-to-win-api/donate/pledges/give?token=t",
      stopUrl: "https://borntowin.example/born-to-win-api/donate/pledges/stop?token=t",
      language,
      homeUrl: home,
    });
    expectLanguage(mail, words.reminder, "reminder");
  });

  it("review mails link the item's page in this language and its edit page in the admin console", () => {
    const review = (decision: "approved" | "rejected") =>
      renderReviewMail({
        name: "Hana Tesfaye",
        kind: "jobs",
        title: "Data analyst",
        decision,
        reason: decision === "rejected" ? "Add a deadline" : undefined,
        language,
        pageUrl: siteUrl(env, "/resource/job-opportunities/7", language),
        editUrl: siteUrl(env, "/admin/jobs/7/edit"),
        homeUrl: home,
      });
    const approved = review("approved");
    expectLanguage(approved, words.approved, "approved");
    expect(approved.text).toContain(`${prefix.replace(/\/$/, "")}/resource/job-opportunities/7`);
    expect(approved.text).toContain("https://borntowin.example/admin/jobs/7/edit");
    const rejected = review("rejected");
    expectLanguage(rejected, words.rejected, "rejected");
    expect(rejected.text).toContain("Add a deadline");
    expect(rejected.html).toContain('href="https://borntowin.example/admin/jobs/7/edit"');
    expect(rejected.text).not.toContain("/resource/job-opportunities/7");
  });
});
