import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { aJob, pageOf } from "../../../test/fixtures.ts";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import OpportunityListPage from "./opportunity-list-page.tsx";

/** The jobs list as the API answers it; each request's `sort` is recorded (null: none sent). */
function fakeApi() {
  const sorts: Array<string | null> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/paginate-jobs")) sorts.push(url.searchParams.get("sort"));
    const jobs = [aJob(1, { JobTitle: "Data clerk" }), aJob(2, { JobTitle: "Field officer" })];
    return new Response(JSON.stringify(pageOf("jobs", jobs, 1, 20)), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return sorts;
}

const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

describe("an opportunity kind's admin list", () => {
  beforeAll(loadAdminCatalog);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("sorts by the Added and Deadline headers, in the orders the API offers", async () => {
    const sorts = fakeApi();
    const user = userEvent.setup();
    const { router } = renderAdmin(<OpportunityListPage kind="jobs" />, { path: "/admin/jobs" });
    await screen.findByText("Field officer");
    // The default order is the newest first: the Added header says so.
    expect(header("Added")).toHaveAttribute("aria-sort", "descending");
    expect(header("Deadline")).not.toHaveAttribute("aria-sort");
    expect(header("Status")).not.toHaveAttribute("aria-sort");
    expect(within(header("Status")).queryByRole("button")).toBeNull();
    expect(sorts).toEqual([null]);

    await user.click(within(header("Deadline")).getByRole("button"));
    await waitFor(() => expect(sorts.at(-1)).toBe("deadline"));
    expect(router.state.location.search).toBe("?sort=deadline");
    expect(header("Deadline")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Added")).not.toHaveAttribute("aria-sort");
    expect(within(header("Deadline")).getByText("▲")).toBeInTheDocument();

    await user.click(within(header("Added")).getByRole("button"));
    await waitFor(() => expect(sorts.at(-1)).toBeNull());
    expect(router.state.location.search).toBe("");
    expect(header("Added")).toHaveAttribute("aria-sort", "descending");
  });

  it("keeps a sort select for phones with the same orders, and no other sort filter", async () => {
    const sorts = fakeApi();
    const user = userEvent.setup();
    renderAdmin(<OpportunityListPage kind="jobs" />, { path: "/admin/jobs" });
    await screen.findByText("Field officer");
    const select = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect(select.closest(".list-toolbar__sort")).not.toBeNull();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Added, descending",
      "Deadline, ascending",
    ]);
    await user.selectOptions(select, "deadline");
    await waitFor(() => expect(sorts.at(-1)).toBe("deadline"));
    expect(header("Deadline")).toHaveAttribute("aria-sort", "ascending");
  });
});
