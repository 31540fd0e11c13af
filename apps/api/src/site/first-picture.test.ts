import { CARD_IMAGE_SIZES, imageSrcSet } from "@btw/contracts";
import { makeBlog, makeJob, makeResource, makeTraining } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { firstPictureOf } from "./first-picture.ts";
import { picturePreload } from "./html.ts";

// Rows dated in 2100 come first in their lists whatever other test files write at the same time.
const LATER = new Date("2100-01-01T00:00:00Z");
const AFTER_LATER = new Date("2100-01-02T00:00:00Z");
const none = new URLSearchParams();

describe("a list page's first picture", () => {
  const t = createTestContext();

  it("is the picture of the first post of the news list's first page, and only of that page", async () => {
    await makeBlog(t.db, {
      publishAt: new Date(LATER.getTime() - 60_000),
      photo: "/uploads/images/b-1200.webp",
    });
    await makeBlog(t.db, { publishAt: LATER, photo: "/uploads/images/a-1200.webp" });
    // A draft, even a newer one, is not in the list.
    await makeBlog(t.db, { publishAt: LATER, status: "draft", photo: "/uploads/images/draft-1200.webp" });
    const first = await firstPictureOf(t.ctx, "/blogs", none, AFTER_LATER);
    expect(first).toBe("/uploads/images/a-1200.webp");
    expect(
      await firstPictureOf(t.ctx, "/blogs", new URLSearchParams("page=1&utm_source=x"), AFTER_LATER),
    ).toBe(first);
    expect(await firstPictureOf(t.ctx, "/blogs", new URLSearchParams("page=2"), AFTER_LATER)).toBeUndefined();
  });

  it("is none when the first post has no picture: its drawing comes with the app", async () => {
    const at = new Date("2101-01-01T00:00:00Z");
    await makeBlog(t.db, { publishAt: at, photo: null });
    expect(await firstPictureOf(t.ctx, "/blogs", none, at)).toBeUndefined();
  });

  it("is the first guide's picture on a resource type's page, and none when that guide is a video or a PDF", async () => {
    await makeResource(t.db, {
      types: "edx",
      createdAt: LATER,
      resource_files: "/uploads/resources/edx.webp",
    });
    expect(await firstPictureOf(t.ctx, "/resource/edx", none)).toBe("/uploads/resources/edx.webp");
    await makeResource(t.db, {
      types: "udemy",
      createdAt: LATER,
      resource_files: "/uploads/resources/u.mp4",
    });
    expect(await firstPictureOf(t.ctx, "/resource/udemy", none)).toBeUndefined();
    await makeResource(t.db, {
      types: "coursera",
      createdAt: LATER,
      resource_files: "/uploads/resources/c.pdf",
    });
    expect(await firstPictureOf(t.ctx, "/resource/coursera", none)).toBeUndefined();
  });

  it("is the first card's picture of an opportunity list's first page, newest first, when nothing is filtered", async () => {
    const photo1 = "/uploads/images/course-1200.webp";
    await makeTraining(t.db, { createdAt: LATER, photo1 });
    // A pending one, even newer, is not listed.
    await makeTraining(t.db, {
      createdAt: AFTER_LATER,
      status: "pending",
      photo1: "/uploads/images/p-1200.webp",
    });
    expect(await firstPictureOf(t.ctx, "/resource/training", none)).toBe(photo1);
    expect(await firstPictureOf(t.ctx, "/resource/training", new URLSearchParams("utm_source=x"))).toBe(
      photo1,
    );
    for (const other of ["page=2", "sort=closing-soon", "field=Law"]) {
      expect(await firstPictureOf(t.ctx, "/resource/training", new URLSearchParams(other))).toBeUndefined();
    }
    // Job cards have no pictures.
    await makeJob(t.db, { createdAt: LATER });
    expect(await firstPictureOf(t.ctx, "/resource/job-opportunities", none)).toBeUndefined();
  });

  it("is none on pages without a list of pictures", async () => {
    for (const path of ["/", "/about", "/resource/not-a-type", "/blogs/1"]) {
      expect(await firstPictureOf(t.ctx, path, none)).toBeUndefined();
    }
  });

  it("names the variants and widths the card's picture names, so the browser fetches it once", () => {
    const url = "/uploads/images/a-1200.webp";
    const link = picturePreload(url);
    expect(link).toContain(`href="${url}"`);
    expect(link).toContain(`imagesrcset="${imageSrcSet(url)}"`);
    expect(link).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
    expect(link).toContain('fetchpriority="high"');
    // A picture without variants is named alone, and what an editor stored cannot break out of the tag.
    expect(picturePreload('/uploads/x".webp')).toBe(
      '<link rel="preload" as="image" href="/uploads/x&quot;.webp" fetchpriority="high" />',
    );
  });
});
