import { PAGE_SIZES } from "@btw/contracts";
import { screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { resourcesByTypeQueryOptions } from "../../lib/get-resources-by-type.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { aJob, anInternship, aScholarship, aTraining, pageOf } from "../../test/fixtures.ts";
import { renderWithApp } from "../../test/render.tsx";
import { internshipsQueryOptions } from "./kinds/internships/api/get-internships.ts";
import InternshipsPage from "./kinds/internships/internships-page.tsx";
import { jobsQueryOptions } from "./kinds/jobs/api/get-jobs.ts";
import JobsPage from "./kinds/jobs/jobs-page.tsx";
import { scholarshipsQueryOptions } from "./kinds/scholarships/api/get-scholarships.ts";
import ScholarshipsPage from "./kinds/scholarships/scholarships-page.tsx";
import { trainingQueryOptions } from "./kinds/training/api/get-training.ts";
import TrainingPage from "./kinds/training/training-page.tsx";
import { LIST_PAGE_SIZE } from "./list-page-size.ts";

const full = <T,>(make: (id: number) => T) =>
  Array.from({ length: LIST_PAGE_SIZE }, (_, index) => make(index + 1));

const lists: Array<{
  kind: string;
  Page: ComponentType;
  url: string;
  fetchFirst: () => Promise<unknown>;
  key: readonly unknown[];
  data: unknown;
}> = [
  {
    kind: "scholarships",
    Page: ScholarshipsPage,
    url: "/resource/scholarships",
    fetchFirst: () => createQueryClient().fetchQuery(scholarshipsQueryOptions({ page: 1 }, "en")),
    key: scholarshipsQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("scholarships", full(aScholarship), 1, LIST_PAGE_SIZE, 30),
  },
  {
    kind: "internships",
    Page: InternshipsPage,
    url: "/resource/internships",
    fetchFirst: () => createQueryClient().fetchQuery(internshipsQueryOptions({ page: 1 }, "en")),
    key: internshipsQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("internships", full(anInternship), 1, LIST_PAGE_SIZE, 30),
  },
  {
    kind: "training",
    Page: TrainingPage,
    url: "/resource/training",
    fetchFirst: () => createQueryClient().fetchQuery(trainingQueryOptions({ page: 1 }, "en")),
    key: trainingQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("training", full(aTraining), 1, LIST_PAGE_SIZE, 30),
  },
  {
    kind: "jobs",
    Page: JobsPage,
    url: "/resource/job-opportunities",
    fetchFirst: () => createQueryClient().fetchQuery(jobsQueryOptions({ page: 1 }, "en")),
    key: jobsQueryOptions({ page: 1 }, "en").queryKey,
    data: pageOf("jobs", full(aJob), 1, LIST_PAGE_SIZE, 30),
  },
];

describe("the four opportunity lists", () => {
  it("show at least ten listings a page, more than the spec's page sizes (the API's defaults)", () => {
    expect(LIST_PAGE_SIZE).toBeGreaterThanOrEqual(10);
    for (const size of [
      PAGE_SIZES.scholarships,
      PAGE_SIZES.internships,
      PAGE_SIZES.training,
      PAGE_SIZES.jobs,
    ])
      expect(LIST_PAGE_SIZE).toBeGreaterThan(size);
  });

  it.each(lists)("$kind: asks the API for the site's page size", async ({ fetchFirst }) => {
    const asked: URL[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      asked.push(new URL(String(input instanceof Request ? input.url : input), "http://localhost"));
      return Promise.resolve(Response.json({ count: 0, totalPages: 1, page: 1, limit: LIST_PAGE_SIZE }));
    });
    await fetchFirst();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get("limit")).toBe(String(LIST_PAGE_SIZE));
  });

  it.each(lists)(
    "$kind: a full page of compact cards, under a band with a way to post one",
    ({ kind, Page, url, key, data }) => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(resourcesByTypeQueryOptions("video-resource", "en").queryKey, {
        resources: [],
      });
      queryClient.setQueryData(key, data);
      const { container } = renderWithApp(<Page />, { url, queryClient });
      expect(container.querySelectorAll(".grid__item .opp-card")).toHaveLength(LIST_PAGE_SIZE);
      expect(container.querySelector(".grid__item img")).toBeNull();
      expect(container.querySelector(".page-hero")).toHaveClass("page-hero--sm");
      expect(screen.getByRole("link", { name: "Post an opportunity" })).toHaveAttribute(
        "href",
        `/post-opportunity?kind=${kind}`,
      );
    },
  );
});
