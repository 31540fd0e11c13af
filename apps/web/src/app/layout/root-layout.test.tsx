import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { RootLayout } from "./root-layout.tsx";

/** The layout once everything it draws later (the menu's links, the footer) has been drawn. */
async function renderLayout(options?: Parameters<typeof renderWithApp>[1]) {
  const rendered = renderWithApp(<RootLayout />, options);
  await screen.findByText("Special Offers");
  return rendered;
}

/** A sub-menu of the header: its <summary> (what a reader taps) and its <details>. */
function subMenu(name: string) {
  const summary = screen.getByText(name, { selector: "summary" });
  const details = summary.closest("details");
  if (!details) throw new Error(`${name} is not a disclosure`);
  return { summary, details };
}

describe("Site header menu", () => {
  it("has the spec's items, with Special Offers and Resources as sub-menus and a Donate button", async () => {
    await renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Services", "Blogs", "Contact", "About"]) {
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    }
    for (const name of ["Special Offers", "Resources"]) {
      expect(nav).toContainElement(subMenu(name).details);
      expect(subMenu(name).details.open).toBe(false);
    }
    // One group: the browser keeps one of them open, also before the app runs.
    expect(subMenu("Resources").details.name).toBe(subMenu("Special Offers").details.name);
    expect(screen.getAllByRole("link", { name: "Donate" })[0]).toHaveAttribute("href", "/born-to-win/donate");
  });

  it("leads to the saved opportunities and to posting one, in the menu and the phone menu", async () => {
    await renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Saved" })).toHaveAttribute("href", "/saved");
    // Posting: its own item in the phone menu (shown below the wide menu's width) and the last entry
    // of Special Offers on wide screens (CSS shows one or the other).
    const links = within(nav).getAllByRole("link", { name: "Post an opportunity" });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("href", "/post-opportunity");
    const offers = subMenu("Special Offers").details;
    expect(links.filter((link) => offers.contains(link))).toHaveLength(1);
    expect(within(offers).getByRole("link", { name: "Job opportunities" }).closest("ul")).toContainElement(
      links.find((link) => link.classList.contains("site-nav__post-sublink")) ?? null,
    );
  });

  it("opens one sub-menu at a time and closes it with Escape, returning focus", async () => {
    await renderLayout();
    const offers = subMenu("Special Offers");
    const resources = subMenu("Resources");
    await userEvent.click(offers.summary);
    await waitFor(() => expect(offers.details.open).toBe(true));
    expect(screen.getByRole("link", { name: "Scholarships" })).toHaveAttribute(
      "href",
      "/resource/scholarships",
    );
    await userEvent.click(resources.summary);
    await waitFor(() => expect(resources.details.open).toBe(true));
    expect(offers.details.open).toBe(false);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(resources.details.open).toBe(false));
    expect(document.activeElement).toBe(resources.summary);
  });

  it("closes the open sub-menu on a click outside the menu", async () => {
    await renderLayout();
    const offers = subMenu("Special Offers");
    await userEvent.click(offers.summary);
    await waitFor(() => expect(offers.details.open).toBe(true));
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(offers.details.open).toBe(false));
  });

  it("closes the menu after a navigation", async () => {
    const { location } = await renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(subMenu("Special Offers").summary);
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
