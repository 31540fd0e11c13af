import { PAGE_SIZES } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { resourcesByTypeQueryOptions } from "../../../lib/get-resources-by-type.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { aScholarship, pageOf } from "../../../test/fixtures.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { filterCountsQueryOptions } from "../api/get-filter-counts.ts";
import { scholarshipsQueryOptions } from "../kinds/scholarships/api/get-scholarships.ts";
import ScholarshipsPage from "../kinds/scholarships/scholarships-page.tsx";

const counts = (overrides = {}) => ({
  counts: {
    studyLevel: { master: 4, phd: 1 },
    funding: { full: 3, partial: 2 },
    hostCountry: { Germany: 2 },
    fieldOfStudy: { Engineering: 5 },
    modeOfStudy: { "On campus": 5 },
    ...overrides,
  },
  countCapped: false,
});

function cache() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(resourcesByTypeQueryOptions("video-resource", "en").queryKey, { resources: [] });
  queryClient.setQueryData(
    scholarshipsQueryOptions({ page: 1 }, "en").queryKey,
    pageOf("scholarships", [aScholarship(1)], 1, PAGE_SIZES.scholarships, 5),
  );
  queryClient.setQueryData(filterCountsQueryOptions("scholarships", {}).queryKey, counts());
  return queryClient;
}

describe("the scholarships' filter bar", () => {
  it("shows how many open items each option lists, without the options none has", () => {
    renderWithApp(<ScholarshipsPage />, { url: "/resource/scholarships", queryClient: cache() });
    const level = screen.getByRole("combobox", { name: "Level of study" });
    expect(
      within(level)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All levels", "Master's degree (4)", "PhD (1)"]);
    const funding = screen.getByRole("combobox", { name: "Funding" });
    expect(within(funding).getByRole("option", { name: "Fully funded (3)" })).toBeInTheDocument();
  });

  it("keeps each choice and the search in the address, back at page 1", async () => {
    const queryClient = cache();
    const { location } = renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?page=2",
      queryClient,
    });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Level of study" }), "master");
    expect(location()).toBe("/resource/scholarships?level=master");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Host country" }), "Germany");
    expect(location()).toBe("/resource/scholarships?level=master&country=Germany");

    const box = screen.getByRole("searchbox", { name: "Search this list" });
    await userEvent.type(box, "DAAD{Enter}");
    expect(location()).toBe("/resource/scholarships?level=master&country=Germany&q=DAAD");
  });

  it("opens the same filters in a sheet from the Filters button, which counts the chosen ones", async () => {
    renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?funding=full",
      queryClient: cache(),
    });
    const button = screen.getByRole("button", { name: "Filters (1)" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // This DOM has no popovers: the bar's own state opens the sheet, as in an older browser.
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    // Open, the sheet is a modal dialog: the page behind it is hidden from assistive technology.
    const sheet = screen.getByRole("dialog", { name: "Filter the list" });
    expect(sheet).toHaveAttribute("aria-modal", "true");
    expect(sheet).toHaveAttribute("data-open");
    expect(screen.queryByRole("searchbox", { name: "Search this list" })).not.toBeInTheDocument();
    expect(within(sheet).getByRole("combobox", { name: "Funding" })).toHaveValue("full");
    expect(screen.getAllByRole("combobox", { name: "Funding" })).toHaveLength(1);
    await userEvent.click(within(sheet).getByRole("button", { name: "Show results" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sheet).not.toHaveAttribute("data-open");
    expect(screen.getByRole("searchbox", { name: "Search this list" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Funding" })).toHaveValue("full");
  });

  it("holds the list's order with the filters: one Sort, in the sheet, kept in the address", async () => {
    const { location } = renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?funding=full&sort=closing-soon",
      queryClient: cache(),
    });
    // A chosen order counts as a setting the sheet holds, like a chosen filter.
    await userEvent.click(screen.getByRole("button", { name: "Filters (2)" }));
    const sheet = screen.getByRole("form", { name: "Filter the list" });
    const sort = within(sheet).getByRole("combobox", { name: "Sort" });
    expect(sort).toHaveValue("closing-soon");
    expect(screen.getAllByRole("combobox", { name: "Sort" })).toHaveLength(1);
    await userEvent.selectOptions(sort, "");
    expect(location()).toBe("/resource/scholarships?funding=full");
    await userEvent.click(within(sheet).getByRole("button", { name: "Show results" }));
    expect(screen.getByRole("button", { name: "Filters (1)" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort" })).toHaveValue("");
  });

  it("sends the address's own keys, the search included, when the sheet is sent before the app runs", () => {
    renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?funding=full&q=DAAD&sort=deadline",
      queryClient: cache(),
    });
    const sheet = screen.getByRole("form", { name: "Filter the list" }) as HTMLFormElement;
    expect(sheet.method).toBe("get");
    const sent = Object.fromEntries([...new FormData(sheet)].filter(([, value]) => value !== ""));
    expect(sent).toEqual({ funding: "full", q: "DAAD", sort: "deadline" });
  });
});
