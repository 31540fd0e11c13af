import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18n, setLanguage } from "../../lib/i18n.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { renderWithApp } from "../../test/render.tsx";
import { RootLayout } from "./root-layout.tsx";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  await setLanguage("en");
});

/** The layout as the app runs it in a language: the router below that language's prefix. */
async function renderInLanguage(language: "am" | "om", url: string) {
  await setLanguage(language);
  const router = createMemoryRouter([{ path: "*", element: <RootLayout /> }], {
    initialEntries: [url],
    basename: `/${language}`,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the language switcher", () => {
  it("links to the same page and query in each language, in that language's own name", async () => {
    renderWithApp(<RootLayout />, { url: "/resource/scholarships?field=Public+Health" });
    const toggle = await screen.findByRole("button", { name: /Language/ });
    expect(toggle).toHaveTextContent("English");
    const menu = toggle.closest("li") as HTMLElement;
    expect(menu).not.toHaveAttribute("data-open");
    await userEvent.click(toggle);
    // Wide screens show the list while the disclosure is open (site-header.css).
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveAttribute("data-open");
    expect(within(menu).getByRole("link", { name: "አማርኛ" })).toHaveAttribute(
      "href",
      "/am/resource/scholarships?field=Public+Health",
    );
    expect(within(menu).getByRole("link", { name: "Afaan Oromoo" })).toHaveAttribute(
      "href",
      "/om/resource/scholarships?field=Public+Health",
    );
    expect(within(menu).getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    expect(within(menu).getByRole("link", { name: "Afaan Oromoo" })).toHaveAttribute("lang", "om");
  });

  it("remembers the language the reader picks", async () => {
    renderWithApp(<RootLayout />, { url: "/about" });
    await userEvent.click(await screen.findByRole("button", { name: /Language/ }));
    const link = screen.getByRole("link", { name: "Afaan Oromoo" });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(localStorage.getItem("btw.language")).toBe("om");
  });

  it("keeps every link of the header and footer in the reader's language", async () => {
    await renderInLanguage("am", "/am/resource/scholarships?field=Law");
    // The footer is drawn last: once it is there, every link is.
    await screen.findByRole("contentinfo");
    const nav = screen.getByRole("navigation", { name: "ዋና ማውጫ" });
    const toggle = within(nav).getByRole("button", { name: /ቋንቋ/ });
    expect(toggle).toHaveTextContent("አማርኛ");
    expect(within(nav).getByRole("link", { name: "መነሻ" })).toHaveAttribute("href", "/am");
    for (const link of screen.getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("/") && !link.hasAttribute("hreflang")) expect(href).toMatch(/^\/am(\/|$)/);
    }
    await userEvent.click(toggle);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/resource/scholarships?field=Law",
    );
  });
});
