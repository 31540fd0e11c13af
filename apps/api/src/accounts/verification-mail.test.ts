// Sign-up's email and a member's review email in English, Amharic and Afaan Oromo: the reader's words,
// links under the language's prefix, and the code never in the subject.
import { SUPPORTED_LANGUAGES } from "@btw/i18n";
import { describe, expect, it } from "vitest";
import { homeUrl, siteUrl } from "../mail/site-links.ts";
import { memberEditUrl, renderReviewMail } from "../opportunities/review-mail.ts";
import { renderVerificationMail, verificationLink } from "./verification-mail.ts";

const env = { PUBLIC_URL: "https://borntowin.example" };
const WORDS = {
  en: { verify: "Confirm my email address", mine: "See all your submissions" },
  am: { verify: "ኢሜይሌን ያረጋግጡ", mine: "ያስገቧቸውን ሁሉ ይመልከቱ" },
  om: { verify: "Imeelii koo mirkaneessaa", mine: "Waan ergitan hunda ilaalaa" },
} as const;

describe.each(SUPPORTED_LANGUAGES)("member emails in %s", (language) => {
  const prefix = language === "en" ? "" : `/${language}`;

  it("mails the code in the body only and a link to the verify page in the language", () => {
    const link = verificationLink(env, "hana+test@example.org", "tok_en-123", language);
    expect(link).toBe(
      `https://borntowin.example${prefix}/verify?email=hana%2Btest%40example.org&token=tok_en-123`,
    );
    const mail = renderVerificationMail({
      fullName: "Hana",
      code: "042917",
      link,
      language,
      homeUrl: homeUrl(env, language),
    });
    expect(mail.subject).not.toContain("042917");
    expect(mail.text).toContain("042917");
    expect(mail.html).toContain("042917");
    expect(`${mail.text}${mail.html}`).toContain(WORDS[language].verify);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`lang="${language}"`);
  });

  it("links a member's review to the post form and to their account", () => {
    const editUrl = memberEditUrl(env, "training", 7, language);
    expect(editUrl).toBe(`https://borntowin.example${prefix}/post-opportunity?kind=training&edit=7`);
    const mail = renderReviewMail({
      name: "Hana",
      kind: "training",
      title: "Data skills",
      decision: "rejected",
      reason: "Please add the start date",
      language,
      pageUrl: siteUrl(env, "/", language),
      editUrl,
      homeUrl: homeUrl(env, language),
      member: { accountUrl: `https://borntowin.example${prefix}/account` },
    });
    expect(mail.text).toContain("Please add the start date");
    expect(mail.text).toContain(editUrl);
    expect(mail.text).toContain(WORDS[language].mine);
    expect(mail.text).toContain(`https://borntowin.example${prefix}/account`);
    expect(mail.html).toContain(`<a href="https://borntowin.example${prefix}/account"`);
  });

  it("links an approved listing's edit form and the member's account in the HTML, not as bare text", () => {
    const editUrl = memberEditUrl(env, "jobs", 9, language);
    const mail = renderReviewMail({
      name: "Hana",
      kind: "jobs",
      title: "Data analyst",
      decision: "approved",
      reason: undefined,
      language,
      pageUrl: siteUrl(env, "/resource/job-opportunities/9", language),
      editUrl,
      homeUrl: homeUrl(env, language),
      member: { accountUrl: `https://borntowin.example${prefix}/account` },
    });
    expect(mail.html).toContain(`<a href="${editUrl.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain(`<a href="https://borntowin.example${prefix}/account"`);
  });
});
