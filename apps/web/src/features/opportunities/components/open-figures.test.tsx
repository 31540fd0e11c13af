import { OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { openCountQueryOptions } from "../api/get-open-counts.ts";
import { OpenFigures } from "./open-figures.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OpenFigures", () => {
  it("shows each list's own count, linked to that list, and no figure for a list not read yet", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(openCountQueryOptions("scholarships").queryKey, { count: 15 });
    queryClient.setQueryData(openCountQueryOptions("internships").queryKey, { count: 0 });
    queryClient.setQueryData(openCountQueryOptions("jobs").queryKey, { count: 1234 });
    // Training is still on its way.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    renderWithApp(<OpenFigures />, { queryClient });

    const links = screen.getAllByRole("link");
    const scholarships = links.find((link) => link.textContent?.includes("Open scholarships"));
    expect(scholarships).toHaveAttribute("href", OPPORTUNITY_KIND_INFO.scholarships.page.path);
    expect(
      within(scholarships as HTMLElement).getByText("15", { selector: ".visually-hidden" }),
    ).toBeInTheDocument();
    expect(links.find((link) => link.textContent?.includes("Open internships"))?.textContent).toContain("0");
    expect(links.find((link) => link.textContent?.includes("Open jobs"))?.textContent).toContain("1,234");
    const training = links.find((link) => link.textContent?.includes("Training programmes"));
    expect(training?.textContent).not.toMatch(/\d/);
  });
});
