import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, setLanguage } from "./i18n.ts";
import { type PageMeta, usePageMeta } from "./page-meta.ts";

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

describe("usePageMeta", () => {
  it("sets the title, description, canonical address and sharing tags from the page", () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Page title="Scholarships" description="Funded study." path="/resource/scholarships" />
      </I18nextProvider>,
    );
    expect(document.title).toBe("Scholarships | Born To Win");
    expect(content('meta[name="description"]')).toBe("Funded study.");
    expect(content('meta[name="keywords"]')).toContain("scholarships");
    expect(content('meta[name="author"]')).toBe("Born To Win");
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${origin}/resource/scholarships`,
    );
    expect(content('meta[property="og:url"]')).toBe(`${origin}/resource/scholarships`);
    expect(content('meta[property="og:image"]')).toBe(`${origin}/og-banner.png`);
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");

    rerender(
      <I18nextProvider i18n={i18n}>
        <Page path="/" />
      </I18nextProvider>,
    );
    expect(document.title).toBe("Born To Win");
    expect(content('meta[name="description"]')).toMatch(/^Born To Win bridges potential/);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  afterEach(async () => {
    await setLanguage("en");
  });

  it("points the canonical link at the page in the language being read, and lists every language", async () => {
    await setLanguage("om");
    render(
      <I18nextProvider i18n={i18n}>
        <Page title="Waa'ee keenya" path="/about" />
      </I18nextProvider>,
    );
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${origin}/om/about`,
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", `${origin}/about`],
      ["am", `${origin}/am/about`],
      ["om", `${origin}/om/about`],
      ["x-default", `${origin}/about`],
    ]);
  });
});
