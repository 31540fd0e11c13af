import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { loadAdminCatalog } from "../testing/render-admin.tsx";
import { DataTable } from "./data-table.tsx";
import { thumbColumn } from "./thumb-column.tsx";

interface Row {
  id: number;
  title: string;
  status: string;
  photo: string | null;
}

const rows: Row[] = [
  { id: 1, title: "Chevening", status: "pending", photo: "/uploads/a.png" },
  { id: 2, title: "Mastercard Foundation", status: "approved", photo: null },
];

function renderTable(actions = true) {
  return render(
    <I18nextProvider i18n={i18n}>
      <DataTable<Row>
        caption="Scholarships"
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={false}
        emptyText="Nothing yet"
        columns={[
          thumbColumn("Image", (row) => row.photo),
          { key: "title", header: "Title", primary: true, cell: (row) => row.title },
          { key: "status", header: "Status", cell: (row) => row.status },
        ]}
        actions={
          actions
            ? (row) => (
                <button type="button" className="row-button">
                  Approve {row.title}
                </button>
              )
            : undefined
        }
      />
    </I18nextProvider>,
  );
}

describe("DataTable on narrow screens (rows as cards)", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("labels every data cell with its column's header, so a card names each field", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Scholarships" });
    const [, first] = within(table).getAllByRole("row");
    if (!first) throw new Error("no first row");
    const status = within(first).getByRole("cell", { name: "pending" });
    expect(status).toHaveAttribute("data-label", "Status");
    // The row's name leads the card without a label; an image needs none either.
    expect(within(first).getByRole("rowheader", { name: "Chevening" })).not.toHaveAttribute("data-label");
    expect(first.querySelector(".data-table__thumb-cell")).not.toHaveAttribute("data-label");
  });

  it("keeps each row's buttons inside that row, in the card's action strip", () => {
    renderTable();
    for (const row of rows) {
      const button = screen.getByRole("button", { name: `Approve ${row.title}` });
      const cell = button.closest("td");
      expect(cell).toHaveClass("data-table__actions-cell");
      expect(within(cell?.closest("tr") as HTMLElement).getByRole("rowheader")).toHaveTextContent(row.title);
    }
  });

  it("draws no action strip for a list without actions", () => {
    const { container } = renderTable(false);
    expect(container.querySelector(".data-table__actions-cell")).toBeNull();
    expect(screen.getAllByRole("columnheader")).toHaveLength(3);
  });
});

describe("DataTable's scroll area", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("is no tab stop while the table fits", () => {
    renderTable();
    expect(screen.getByRole("region", { name: "Scholarships" })).not.toHaveAttribute("tabindex");
  });

  it("is a tab stop when the table is wider than the box, so the keyboard can scroll it", () => {
    // happy-dom lays nothing out: the table is made wider than its box by hand.
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
    renderTable();
    expect(screen.getByRole("region", { name: "Scholarships" })).toHaveAttribute("tabindex", "0");
  });
});
