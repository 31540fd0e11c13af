import { describe, expect, it } from "vitest";
import { countForNav } from "./new-notices.tsx";
import { mailtoHref } from "./reply-link.tsx";

describe("Reply", () => {
  it("addresses the sender, with the subject and the message quoted, spaces as %20", () => {
    const href = mailtoHref("hana+bt@example.test", "Re: your question", "Line one\nLine two & more");
    expect(href.startsWith("mailto:hana%2Bbt@example.test?")).toBe(true);
    expect(href).not.toContain("+");
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Re: your question");
    expect(params.get("body")).toBe("\n\n> Line one\n> Line two & more");
  });

  it("quotes at most 600 characters of a long message", () => {
    const params = new URLSearchParams(mailtoHref("a@example.test", "Re", "x".repeat(5000)).split("?")[1]);
    expect(params.get("body")?.length).toBe(2 + 2 + 600);
  });
});

describe("new-notice counts in the menu", () => {
  it("puts each kind's count beside its own menu entry, and none beside the rest", () => {
    const notices = { total: 5, since: null, counts: { feedbacks: 2, submissions: 3 } };
    expect(countForNav(notices, "feedback")).toBe(2);
    expect(countForNav(notices, "approvals")).toBe(3);
    expect(countForNav(notices, "resumes")).toBe(0);
    expect(countForNav(notices, "blogs")).toBe(0);
    expect(countForNav(undefined, "feedback")).toBe(0);
  });
});
