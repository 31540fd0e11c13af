import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { RootLayout } from "./root-layout.tsx";

/** The layout once everything it draws later (the menu's links, the footer) has been drawn. */
async function renderLayout(options?: Parameters<typeof renderWithApp>[1]) {
  const rendered = renderWithApp(<RootLayout />, options);
  await screen.findByRole("button", { name: "Special Offers" });
  return rendered;
}

describe("Site header menu", () => {
  it("has the spec's items, with Special Offers and Resources as sub-menus and a Donate button", async () => {
    await renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Services", "Blogs", "Contact", "About"]) {
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole("button", { name: "Special Offers" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(nav).getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("link", { name: "Donate" })[0]).toHaveAttribute("href", "/born-to-win/donate");
  });

  it("leads to the saved opportunities and to posting one, in the menu and the phone menu", async () => {
    await renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Saved" })).toHaveAttribute("href", "/saved");
    // Posting: its own item in the phone menu (shown below the wide menu's width) and the last entry
    // of Special Offers on wide screens (CSS shows one or the other).
    expect(within(nav).getByRole("link", { name: "Post an opportunity" })).toHaveAttribute(
      "href",
      "/post-opportunity",
    );
    await userEvent.click(within(nav).getByRole("button", { name: "Special Offers" }));
    const links = within(nav).getAllByRole("link", { name: "Post an opportunity" });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("href", "/post-opportunity");
    expect(within(nav).getByRole("link", { name: "Job opportunities" }).closest("ul")).toContainElement(
      links.find((link) => link.classList.contains("site-nav__post-sublink")) ?? null,
    );
  });

  it("opens one sub-menu at a time and closes it with Escape, returning focus", async () => {
    await renderLayout();
    const offers = screen.getByRole("button", { name: "Special Offers" });
    const resources = screen.getByRole("button", { name: "Resources" });
    await userEvent.click(offers);
    expect(offers).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Scholarships" })).toHaveAttribute(
      "href",
      "/resource/scholarships",
    );
    await userEvent.click(resources);
    expect(resources).toHaveAttribute("aria-expanded", "true");
    expect(offers).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Scholarships" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(resources).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(resources);
  });

  it("closes the open sub-menu on a click outside the menu", async () => {
    await renderLayout();
    const offers = screen.getByRole("button", { name: "Special Offers" });
    await userEvent.click(offers);
    fireEvent.pointerDown(document.body);
    expect(offers).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu after a navigation", async () => {
    const { location } = await renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("button", { name: "Special Offers" }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("link", { name: "Job opportunities" }));
    expect(location()).toBe("/resource/job-opportunities");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Site footer", () => {
  it("lists the spec's columns with real targets and the fixed spelling", async () => {
    renderWithApp(<RootLayout />);
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(footer).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(footer).getByRole("link", { name: "Business Funding" })).toHaveAttribute(
      "href",
      "/startup-support",
    );
    // Every list and the CV form are reached from the footer too.
    expect(within(footer).getByRole("link", { name: "Submit your CV" })).toHaveAttribute(
      "href",
      "/submit-jobs",
    );
    expect(within(footer).getByRole("link", { name: "Training" })).toHaveAttribute(
      "href",
      "/resource/training",
    );
  });

  it("is hidden on /sign-in", async () => {
    await renderLayout({ url: "/sign-in" });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });
});
