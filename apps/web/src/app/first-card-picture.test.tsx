import { CARD_IMAGE_SIZES, imageSrcSet, PAGE_SIZES } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { blogsQueryOptions } from "../features/blogs/api/get-blogs.ts";
import BlogsPage from "../features/blogs/blogs-page.tsx";
import ResourceCategoryPage from "../features/resources/resource-category-page.tsx";
import { resourcesByTypeQueryOptions } from "../lib/get-resources-by-type.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { aBlog, aResource, pageOf } from "../test/fixtures.ts";
import { renderWithApp } from "../test/render.tsx";

const lists = [
  {
    name: "news",
    Page: BlogsPage,
    url: "/blogs",
    key: blogsQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("News", [aBlog(1), aBlog(2), aBlog(3)], 1, PAGE_SIZES.blogs, 3),
  },
  {
    name: "a resource type's guides",
    Page: ResourceCategoryPage,
    url: "/resource/ielts",
    path: "/resource/:types",
    key: resourcesByTypeQueryOptions("ielts", "en").queryKey,
    data: { resources: [aResource(1), aResource(2)] },
  },
];

// The four opportunity lists draw compact cards without pictures (opportunity-card.test.tsx).
describe("a list's pictures", () => {
  it.each(lists)(
    "$name: the first card's loads at once with high priority, the rest when scrolled to",
    ({ Page, url, path, key, data }: (typeof lists)[number] & { path?: string }) => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(resourcesByTypeQueryOptions("video-resource", "en").queryKey, {
        resources: [],
      });
      queryClient.setQueryData(key, data);
      const { container } = renderWithApp(<Page />, { url, path, queryClient });
      const pictures = [...container.querySelectorAll<HTMLImageElement>(".grid__item img")];
      expect(pictures.length).toBeGreaterThan(1);
      const [first, ...rest] = pictures;
      expect(first).toHaveAttribute("loading", "eager");
      expect(first).toHaveAttribute("fetchpriority", "high");
      for (const picture of rest) {
        expect(picture).toHaveAttribute("loading", "lazy");
        expect(picture).not.toHaveAttribute("fetchpriority");
      }
    },
  );

  it("names the variants and widths of the first picture that the server's preload of it names", () => {
    const queryClient = createQueryClient();
    const news = pageOf("News", [aBlog(7), aBlog(8)], 1, PAGE_SIZES.blogs, 2);
    queryClient.setQueryData(blogsQueryOptions({ page: 1 }, "en").queryKey, news);
    const { container } = renderWithApp(<BlogsPage />, { url: "/blogs", queryClient });
    const first = container.querySelector<HTMLImageElement>(".grid__item img");
    expect(first).toHaveAttribute("src", "/uploads/images/news-7-1200.webp");
    expect(first).toHaveAttribute("srcset", imageSrcSet("/uploads/images/news-7-1200.webp"));
    expect(first).toHaveAttribute("sizes", CARD_IMAGE_SIZES);
  });
});
