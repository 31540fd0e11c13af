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

  it("sorts by the Added, Deadline and Title headers both ways, in the orders the API offers", async () => {
    const sorts = fakeApi();
    const user = userEvent.setup();
    const { router } = renderAdmin(<OpportunityListPage kind="jobs" />, { path: "/admin/jobs" });
    await screen.findByText("Field officer");
    // The default order is the newest first: the Added header says so.
    expect(header("Added")).toHaveAttribute("aria-sort", "descending");
    expect(header("Deadline")).not.toHaveAttribute("aria-sort");
    expect(header("Title")).not.toHaveAttribute("aria-sort");
    expect(header("Status")).not.toHaveAttribute("aria-sort");
    expect(within(header("Status")).queryByRole("button")).toBeNull();
    expect(sorts).toEqual([null]);

    /** Clicks a header; the API is asked for `sent`, the address holds `address`, the header shows `shown`. */
    async function click(name: string, sent: string | null, address: string, shown: string) {
      await user.click(within(header(name)).getByRole("button"));
      await waitFor(() => expect(sorts.at(-1)).toBe(sent));
      expect(router.state.location.search).toBe(address);
      expect(header(name)).toHaveAttribute("aria-sort", shown);
      expect(within(header(name)).getByText(shown === "ascending" ? "▲" : "▼")).toBeInTheDocument();
    }

    await click("Deadline", "deadline", "?sort=deadline", "ascending");
    expect(header("Added")).not.toHaveAttribute("aria-sort");
    await click("Deadline", "deadline-desc", "?sort=-deadline", "descending");
    await click("Title", "title", "?sort=title", "ascending");
    expect(header("Deadline")).not.toHaveAttribute("aria-sort");
    await click("Title", "title-desc", "?sort=-title", "descending");
    await click("Title", "title", "?sort=title", "ascending");
    // Added starts newest first (the default: nothing in the address or the request), then the oldest.
    await click("Added", null, "", "descending");
    await click("Added", "oldest", "?sort=createdAt", "ascending");
    await click("Added", null, "", "descending");
    expect(header("Title")).not.toHaveAttribute("aria-sort");
  });

  it("reads a sort from the address, and shows an unknown one as the default order", async () => {
    const sorts = fakeApi();
    renderAdmin(<OpportunityListPage kind="jobs" />, { path: "/admin/jobs?sort=-title" });
    await screen.findByText("Field officer");
    expect(sorts).toEqual(["title-desc"]);
    expect(header("Title")).toHaveAttribute("aria-sort", "descending");
    cleanup();

    const others = fakeApi();
    renderAdmin(<OpportunityListPage kind="jobs" />, { path: "/admin/jobs?sort=title-desc" });
    await screen.findByText("Field officer");
    expect(others.at(-1)).toBeNull();
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
      "Added, ascending",
      "Deadline, ascending",
      "Deadline, descending",
      "Title, ascending",
      "Title, descending",
    ]);
    await user.selectOptions(select, "-deadline");
    await waitFor(() => expect(sorts.at(-1)).toBe("deadline-desc"));
    expect(header("Deadline")).toHaveAttribute("aria-sort", "descending");
    await user.selectOptions(select, "-title");
    await waitFor(() => expect(sorts.at(-1)).toBe("title-desc"));
  });
});
