import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { ListStates } from "./list-states.tsx";

interface Page {
  items: string[];
  count: number;
  totalPages: number;
}

const hrefFor = (page: number) => (page > 1 ? `/list?page=${page}` : "/list");

function renderAt(page: number, data: Page) {
  return renderWithApp(
    <ListStates
      query={{
        isPending: false,
        isError: false,
        error: null,
        data,
        isPlaceholderData: false,
        refetch: () => {},
      }}
      isEmpty={(d) => d.items.length === 0}
      skeletonCount={2}
      emptyTitle="There are no open scholarships right now."
      hrefFor={hrefFor}
      page={page}
    >
      {(d) => <p>{d.items.join(", ")}</p>}
    </ListStates>,
  );
}

describe("ListStates", () => {
  it("says a page past the end does not exist and links to the last and the first page", () => {
    renderAt(999, { items: [], count: 15, totalPages: 3 });
    expect(screen.getByText("There is no page 999: this list ends at page 3.")).toBeInTheDocument();
    expect(screen.queryByText(/no open scholarships/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the last page (3)" })).toHaveAttribute(
      "href",
      "/list?page=3",
    );
    expect(screen.getByRole("link", { name: "Go to the first page" })).toHaveAttribute("href", "/list");
  });

  it("calls an empty list empty, on any page", () => {
    renderAt(2, { items: [], count: 0, totalPages: 0 });
    expect(screen.getByText("There are no open scholarships right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the first page" })).toHaveAttribute("href", "/list");
  });
});
