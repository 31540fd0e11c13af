import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { ADMIN_PAGE_SIZE, type PageRequest, ServerTable } from "./server-table.tsx";

interface Row {
  id: number;
  title: string;
  status: "pending" | "approved";
}

// A stand-in for the API's list: it filters and pages like the server, and records every request.
const ROWS: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  title: `${index % 3 === 0 ? "Chevening" : "DAAD"} award ${index + 1}`,
  status: index % 5 === 0 ? "pending" : "approved",
}));

function fakeSource() {
  const requests: PageRequest[] = [];
  const fetchPage = async (request: PageRequest) => {
    requests.push(request);
    const matching = ROWS.filter(
      (row) =>
        row.title.toLowerCase().includes(request.q.toLowerCase()) &&
        (request.filters.status === "all" || row.status === request.filters.status),
    );
    const start = (request.page - 1) * request.limit;
    return {
      rows: matching.slice(start, start + request.limit),
      count: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / request.limit)),
    };
  };
  return { requests, fetchPage };
}

function renderTable(path = "/admin/awards") {
  const source = fakeSource();
  const view = renderAdmin(
    <ServerTable<Row>
      queryKey={["test", "awards"]}
      fetchPage={source.fetchPage}
      caption="Awards"
      searchLabel="Search awards"
      filters={[
        {
          name: "status",
          label: "Status",
          defaultValue: "all",
          options: [
            { value: "all", label: "All" },
            { value: "pending", label: "Waiting" },
            { value: "approved", label: "Approved" },
          ],
        },
      ]}
      columns={[
        { key: "title", header: "Title", primary: true, cell: (row) => row.title },
        { key: "status", header: "Status", cell: (row) => row.status },
      ]}
      rowKey={(row) => row.id}
      emptyText="No awards yet."
    />,
    { path },
  );
  return { ...view, requests: source.requests };
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const last = <T,>(items: T[]) => items[items.length - 1]!;

describe("ServerTable", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("asks the source for the first page, then for the page a pagination link names", async () => {
    const user = userEvent.setup();
    const { requests, router } = renderTable();
    expect(await screen.findByText("45 results")).toBeInTheDocument();
    expect(requests[0]).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, q: "", filters: { status: "all" } });
    expect(bodyRows()).toHaveLength(ADMIN_PAGE_SIZE);

    await user.click(screen.getByRole("link", { name: "Page 3" }));
    await waitFor(() => expect(last(requests).page).toBe(3));
    expect(router.state.location.search).toBe("?page=3");
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  });

  it("sends the search and the filter to the source and starts again at page 1", async () => {
    const user = userEvent.setup();
    const { requests, router } = renderTable("/admin/awards?page=2");
    await screen.findByText("45 results");
    expect(requests[0]?.page).toBe(2);

    await user.type(screen.getByRole("searchbox", { name: "Search awards" }), "chevening");
    expect(requests).toHaveLength(1); // typing alone asks nothing
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(last(requests)).toEqual({
        page: 1,
        limit: ADMIN_PAGE_SIZE,
        q: "chevening",
        filters: { status: "all" },
      }),
    );
    expect(await screen.findByText("15 results")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "pending");
    await waitFor(() => expect(last(requests).filters).toEqual({ status: "pending" }));
    expect(last(requests)).toMatchObject({ page: 1, q: "chevening" });
    expect(new URLSearchParams(router.state.location.search).get("status")).toBe("pending");
    await waitFor(() =>
      expect(bodyRows().map((row) => row.textContent)).toEqual(
        ROWS.filter((row) => row.status === "pending" && row.title.startsWith("Chevening")).map(
          (row) => `${row.title}pending`,
        ),
      ),
    );
  });

  it("says when nothing matches, and clearing the search box shows everything again", async () => {
    const user = userEvent.setup();
    const { requests } = renderTable("/admin/awards?q=nothing-like-this");
    expect(await screen.findByText("Nothing matches this search or filter.")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search awards" }));
    await waitFor(() => expect(last(requests).q).toBe(""));
    expect(await screen.findByText("45 results")).toBeInTheDocument();
  });
});
