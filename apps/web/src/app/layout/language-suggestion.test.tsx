import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { RootLayout } from "./root-layout.tsx";

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["am-ET", "en"]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the language suggestion", () => {
  it("offers the same page in the browser's language, in that language, and goes away when dismissed", async () => {
    renderWithApp(<RootLayout />, { url: "/about?tab=team" });
    const banner = await screen.findByRole("complementary", { name: "የቋንቋ ጥቆማ" });
    expect(banner).toHaveAttribute("lang", "am");
    expect(screen.getByRole("link", { name: "በአማርኛ ያንብቡ" })).toHaveAttribute("href", "/am/about?tab=team");
    await userEvent.click(screen.getByRole("button", { name: "አይ፣ አመሰግናለሁ" }));
    await waitFor(() => expect(screen.queryByRole("complementary", { name: "የቋንቋ ጥቆማ" })).toBeNull());
    // Dismissing keeps the language being read: no suggestion, no move, next time.
    expect(localStorage.getItem("btw.language")).toBe("en");
  });

  it("stays away once the reader has chosen a language", async () => {
    localStorage.setItem("btw.language", "en");
    renderWithApp(<RootLayout />, { url: "/about" });
    await screen.findByRole("navigation", { name: "Main" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
