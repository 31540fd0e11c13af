import { describe, expect, it } from "vitest";
import { renderWeeklyDigest } from "./weekly-digest.ts";

const data = (language: "en" | "am" | "om", filters: string[] = []) => ({
  language,
  filters,
  fresh: [
    {
      kindLabel: "Job",
      title: `<script>alert(1)</script> & "Data clerk"`,
      url: "https://btw.example.org/resource/job-opportunities/1?a=1&b=2",
      deadline: new Date("2026-12-01T00:00:00Z"),
    },
  ],
  closing: [
    {
      kindLabel: "Training",
      title: "Web bootcamp",
      url: "https://btw.example.org/resource/training/2",
      deadline: null,
    },
  ],
  settingsUrl: "https://btw.example.org/account",
  unsubscribeUrl: "https://btw.example.org/born-to-win-api/alerts/unsubscribe?token=abc",
  homeUrl: "https://btw.example.org/",
});

describe("weekly digest mail", () => {
  it("escapes titles and links in HTML, keeps them readable in text", () => {
    const mail = renderWeeklyDigest(data("en"));
    expect(mail.subject).toBe("2 opportunities for you this week");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Data clerk&quot;");
    expect(mail.html).toContain('href="https://btw.example.org/resource/job-opportunities/1?a=1&amp;b=2"');
    expect(mail.text).toContain(`<script>alert(1)</script> & "Data clerk"`);
    expect(mail.text).toContain("Deadline: 1 December 2026");
    expect(mail.text).toContain(
      "Unsubscribe: https://btw.example.org/born-to-win-api/alerts/unsubscribe?token=abc",
    );
  });

  it("says which filters narrow the digest, only when there are some", () => {
    const filtered = renderWeeklyDigest(data("en", ["job: Remote, <Addis>", "internship: Paid"]));
    expect(filtered.text).toContain("Your filters:\njob: Remote, <Addis>\ninternship: Paid\n");
    expect(filtered.html).toContain("Your filters:<br>job: Remote, &lt;Addis&gt;<br>internship: Paid");
    expect(renderWeeklyDigest(data("en")).text).not.toContain("Your filters");
  });

  it("speaks Amharic and Afaan Oromo, with Ethiopian-calendar deadlines", () => {
    const am = renderWeeklyDigest(data("am"));
    expect(am.html).toContain('<html lang="am">');
    expect(am.text).toContain("በቅርቡ የሚዘጉ");
    expect(am.text).toMatch(/የመጨረሻ ቀን፦ .*\(1 Dec 2026\)/);
    const om = renderWeeklyDigest(data("om"));
    expect(om.html).toContain('<html lang="om">');
    expect(om.text).toContain("Kanneen dhiyootti cufaman");
    for (const mail of [am, om]) expect(mail.text).not.toMatch(/undefined|\{\{/);
  });
});
