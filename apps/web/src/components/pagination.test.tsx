import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { Pagination } from "./pagination.tsx";

const hrefFor = (page: number) => (page > 1 ? `/blogs?page=${page}` : "/blogs");

describe("Pagination", () => {
  it("links every page so the page lives in the address, and marks the current one", async () => {
    const { location } = renderWithApp(
      <Pagination page={3} totalPages={5} hrefFor={hrefFor} label="Blog pages" showFirstLast />,
      {
        url: "/blogs?page=3",
      },
    );
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blogs");
    expect(screen.getByRole("link", { name: "Last" })).toHaveAttribute("href", "/blogs?page=5");

    await userEvent.click(screen.getByRole("link", { name: "Next" }));
    expect(location()).toBe("/blogs?page=4");
    await userEvent.click(screen.getByRole("link", { name: "First" }));
    expect(location()).toBe("/blogs");
  });

  it("disables first/previous on the first page and next/last on the last", () => {
    renderWithApp(<Pagination page={1} totalPages={2} hrefFor={hrefFor} label="Pages" showFirstLast />);
    expect(screen.queryByRole("link", { name: "First" })).not.toBeInTheDocument();
    expect(screen.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("link", { name: "Next" })).toBeInTheDocument();
  });

  it("shows one sibling and one boundary page with ellipses", () => {
    renderWithApp(<Pagination page={10} totalPages={20} hrefFor={hrefFor} label="Pages" />);
    const pages = screen.getAllByRole("link", { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(pages).toEqual(["1", "9", "10", "11", "20"]);
  });

  it("says which page of how many, for phones that show no page numbers", () => {
    renderWithApp(<Pagination page={3} totalPages={6} hrefFor={hrefFor} label="Pages" />);
    expect(screen.getByText("Page 3 of 6")).toHaveClass("pagination__status");
  });

  it("draws nothing for a single page", () => {
    renderWithApp(<Pagination page={1} totalPages={1} hrefFor={hrefFor} label="Pages" />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
