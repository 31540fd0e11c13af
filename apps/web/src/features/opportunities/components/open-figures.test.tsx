import { OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { getOpenCount, openCountQueryOptions } from "../api/get-open-counts.ts";
import { OpenFigures } from "./open-figures.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OpenFigures", () => {
  it("shows each list's own count, linked to that list, and no figure for a list not read yet", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(openCountQueryOptions("scholarships").queryKey, 15);
    queryClient.setQueryData(openCountQueryOptions("internships").queryKey, 0);
    queryClient.setQueryData(openCountQueryOptions("training").queryKey, 1234);
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    renderWithApp(<OpenFigures />, { queryClient });

    const links = screen.getAllByRole("link");
    const scholarships = links.find((link) => link.textContent?.includes("Open scholarships"));
    expect(scholarships).toHaveAttribute("href", OPPORTUNITY_KIND_INFO.scholarships.page.path);
    expect(
      within(scholarships as HTMLElement).getByText("15", { selector: ".visually-hidden" }),
    ).toBeInTheDocument();
    const training = links.find((link) => link.textContent?.includes("Training programmes"));
    expect(training?.textContent).toContain("1,234");
    const jobs = links.find((link) => link.textContent?.includes("Open jobs"));
    expect(jobs?.textContent).not.toMatch(/\d/);
  });

  it("reads a count from the first page of the list's public paginate route", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL) =>
        new Response(JSON.stringify({ scholarships: [], count: 15, page: 1, totalPages: 15 }), {
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(getOpenCount("scholarships")).resolves.toBe(15);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname.endsWith(OPPORTUNITY_KIND_INFO.scholarships.paths.paginate)).toBe(true);
    expect(url.searchParams.get("page")).toBe("1");
    expect(url.searchParams.get("limit")).toBe("1");
  });
});
