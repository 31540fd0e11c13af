import { describe, expect, it } from "vitest";
import { sectionOf } from "./page-sections.ts";
import { itemPagePath, PUBLIC_PAGES, resourceCategoryPath } from "./pages.ts";

describe("sectionOf", () => {
  it("places list pages, their items and the CV form with opportunities", () => {
    expect(sectionOf(PUBLIC_PAGES.scholarships.path)).toBe("opportunities");
    expect(sectionOf(itemPagePath(PUBLIC_PAGES.jobs.path, 7))).toBe("opportunities");
    expect(sectionOf(PUBLIC_PAGES.submitResume.path)).toBe("opportunities");
  });

  it("places resource pages and categories with learning, posts with the blog, giving and about apart", () => {
    expect(sectionOf(PUBLIC_PAGES.videoPdf.path)).toBe("learning");
    expect(sectionOf(resourceCategoryPath("toefl"))).toBe("learning");
    expect(sectionOf(itemPagePath(PUBLIC_PAGES.blogs.path, 3))).toBe("blog");
    expect(sectionOf(PUBLIC_PAGES.donate.path)).toBe("giving");
    expect(sectionOf(`${PUBLIC_PAGES.contact.path}/`)).toBe("about");
  });

  it("leaves the home page and unknown addresses to the site's own green band", () => {
    expect(sectionOf(PUBLIC_PAGES.home.path)).toBeUndefined();
    expect(sectionOf("/no-such-page")).toBeUndefined();
  });
});
