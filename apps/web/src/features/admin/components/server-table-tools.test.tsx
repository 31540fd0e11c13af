import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { nextSort } from "./data-table.tsx";
import { type PageRequest, ServerTable } from "./server-table.tsx";

interface Row {
  id: number;
  title: string;
}

const ROWS: Row[] = [
  { id: 1, title: "Banana" },
  { id: 2, title: "Apple" },
  { id: 3, title: "Cherry" },
];

function renderTable(path = "/admin/fruit", stock: Row[] = ROWS) {
  const requests: PageRequest[] = [];
  const bulk: Row[][] = [];
  const view = renderAdmin(
    <ServerTable<Row>
      queryKey={["test", "fruit"]}
      fetchPage={async (request) => {
        requests.push(request);
        const sorted = [...stock].sort((a, b) => a.title.localeCompare(b.title));
        const rows = request.sort === "-title" ? sorted.reverse() : request.sort === "title" ? sorted : stock;
        return { rows, count: rows.length, totalPages: 1 };
      }}
      caption="Fruit"
      sortKeys={["createdAt", "title"]}
      columns={[
        { key: "title", header: "Title", primary: true, sortKey: "title", cell: (row) => row.title },
        // Not among the list's sort keys: a plain header.
        { key: "colour", header: "Colour", sortKey: "colour", cell: () => "red" },
      ]}
      rowKey={(row) => row.id}
      selectLabel={(row) => `Select ${row.title}`}
      bulkActions={(selected) => (
        <button type="button" onClick={() => bulk.push(selected)}>
          Act on {selected.length}
        </button>
      )}
      emptyText="No fruit."
    />,
    { path },
  );
  return { ...view, requests, bulk };
}

const titles = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("ServerTable sorting and bulk actions", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("sorts by a column header, both ways, and keeps the sort in the address", async () => {
    const user = userEvent.setup();
    const { requests, router } = renderTable();
    await waitFor(() => expect(titles()).toEqual(["Banana", "Apple", "Cherry"]));
    expect(requests[0]?.sort).toBeUndefined();

    expect(screen.getByRole("columnheader", { name: /Title/ })).not.toHaveAttribute("aria-sort");
    expect(screen.getByRole("columnheader", { name: "Colour" })).not.toHaveAttribute("aria-sort");
    expect(screen.queryByRole("button", { name: /^Colour/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Title/ }));
    await waitFor(() => expect(titles()).toEqual(["Apple", "Banana", "Cherry"]));
    expect(requests.at(-1)?.sort).toBe("title");
    expect(router.state.location.search).toBe("?sort=title");
    expect(screen.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "ascending");

    await user.click(screen.getByRole("button", { name: /^Title/ }));
    await waitFor(() => expect(titles()).toEqual(["Cherry", "Banana", "Apple"]));
    expect(requests.at(-1)?.sort).toBe("-title");
    expect(screen.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("button", { name: /^Title/ })).toHaveTextContent("▼");
  });

  it("sorts by headers on wide screens (768 px and more) and by the select on phones only", async () => {
    renderTable();
    await waitFor(() => expect(titles()).toHaveLength(3));
    const select = screen.getByLabelText("Sort by");
    expect(select.closest(".list-toolbar__sort")).not.toBeNull();
    // The select hides from 48rem (768 px) up, where the headers show; below it rows are cards.
    const css = (name: string) => readFileSync(join(import.meta.dirname, name), "utf8");
    const [listToolbarCss, dataTableCss] = [css("list-toolbar.css"), css("data-table.css")];
    expect(listToolbarCss).toMatch(
      /@media \(min-width: 48rem\) \{\s*\.list-toolbar__sort \{\s*display: none;/,
    );
    expect(dataTableCss).toMatch(/@media \(max-width: 47\.99rem\) \{\s*\.data-table__scroll/);
  });

  it("sorts from the select on phones, and ignores a sort the list does not allow", async () => {
    const user = userEvent.setup();
    const { requests } = renderTable("/admin/fruit?sort=password");
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(requests.at(-1)?.sort).toBeUndefined();
    await user.selectOptions(screen.getByLabelText("Sort by"), "-title");
    await waitFor(() => expect(requests.at(-1)?.sort).toBe("-title"));
  });

  it("ticks rows (one by one or the whole page) and hands them to the bulk buttons", async () => {
    const user = userEvent.setup();
    const { bulk } = renderTable();
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.getByText("0 selected")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Act on/ })).toBeNull();

    await user.click(screen.getByRole("checkbox", { name: "Select Apple" }));
    await user.click(screen.getByRole("button", { name: "Act on 1" }));
    expect(bulk.at(-1)?.map((row) => row.title)).toEqual(["Apple"]);

    await user.click(screen.getAllByRole("checkbox", { name: "Select all on this page" })[0]!);
    await user.click(screen.getByRole("button", { name: "Act on 3" }));
    expect(bulk.at(-1)).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.getByText("0 selected")).toBeInTheDocument();
  });

  it("offers no selection over an empty page", async () => {
    renderTable("/admin/fruit", []);
    expect(await screen.findByText("No fruit.")).toBeInTheDocument();
    for (const all of screen.queryAllByRole("checkbox", { name: "Select all on this page" }))
      expect(all).toBeDisabled();
    expect(screen.queryByText("0 selected")).toBeNull();
  });

  it("starts dates and amounts newest or largest first, text A to Z", () => {
    expect(nextSort(undefined, "createdAt")).toBe("-createdAt");
    expect(nextSort("-createdAt", "createdAt")).toBe("createdAt");
    expect(nextSort("-createdAt", "title")).toBe("title");
    expect(nextSort("title", "title")).toBe("-title");
  });

  it("keeps a column that sorts one way only in that way", () => {
    const sorts = ["-createdAt", "deadline"];
    expect(nextSort(undefined, "deadline", sorts)).toBe("deadline");
    expect(nextSort("deadline", "deadline", sorts)).toBe("deadline");
    expect(nextSort("deadline", "createdAt", sorts)).toBe("-createdAt");
    expect(nextSort("-createdAt", "createdAt", sorts)).toBe("-createdAt");
  });
});
