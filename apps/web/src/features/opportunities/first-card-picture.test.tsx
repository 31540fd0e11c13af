import { CARD_IMAGE_SIZES, imageSrcSet, PAGE_SIZES } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { aBlog, anInternship, aResource, aScholarship, aTraining, pageOf } from "../../test/fixtures.ts";
import { renderWithApp } from "../../test/render.tsx";
import { blogsQueryOptions } from "../blogs/api/get-blogs.ts";
import BlogsPage from "../blogs/blogs-page.tsx";
import { internshipsQueryOptions } from "../internships/api/get-internships.ts";
import InternshipsPage from "../internships/internships-page.tsx";
import { resourcesByTypeQueryOptions } from "../resources/api/get-resources-by-type.ts";
import ResourceCategoryPage from "../resources/resource-category-page.tsx";
import { scholarshipsQueryOptions } from "../scholarships/api/get-scholarships.ts";
import ScholarshipsPage from "../scholarships/scholarships-page.tsx";
import { trainingQueryOptions } from "../training/api/get-training.ts";
import TrainingPage from "../training/training-page.tsx";

const lists = [
  {
    name: "scholarships",
    Page: ScholarshipsPage,
    url: "/resource/scholarships",
    key: scholarshipsQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf(
      "scholarships",
      [aScholarship(1), aScholarship(2), aScholarship(3)],
      1,
      PAGE_SIZES.scholarships,
      3,
    ),
  },
  {
    name: "internships",
    Page: InternshipsPage,
    url: "/resource/internships",
    key: internshipsQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("internships", [anInternship(1), anInternship(2)], 1, PAGE_SIZES.internships, 2),
  },
  {
    name: "training",
    Page: TrainingPage,
    url: "/resource/training",
    key: trainingQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("training", [aTraining(1), aTraining(2)], 1, PAGE_SIZES.training, 2),
  },
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
