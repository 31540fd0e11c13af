import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlogCard } from "../features/blogs/components/blog-card.tsx";
import { aBlog } from "../test/fixtures.ts";
import { renderWithApp } from "../test/render.tsx";
import { setLanguage } from "./i18n.ts";

describe("content in the reader's language", () => {
  beforeEach(async () => {
    await setLanguage("am");
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it("marks a text shown in its original language with its lang and says it is not yet translated", async () => {
    const blog = aBlog(1, {
      title: "Startup pitch day",
      description: "የጀማሪ ንግዶች ቀን",
      language: "en",
      fieldLanguages: { title: "en", description: "am", content: "en" },
    });
    renderWithApp(<BlogCard blog={blog} />);
    expect(await screen.findByText("ገና አልተተረጎመም")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Startup pitch day" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("የጀማሪ ንግዶች ቀን")).not.toHaveAttribute("lang");
  });

  it("adds nothing when every field is in the page's language", async () => {
    const blog = aBlog(2, { title: "ርዕስ", description: "መግለጫ", language: "am" });
    renderWithApp(<BlogCard blog={blog} />);
    expect(await screen.findByRole("heading", { name: "ርዕስ" })).not.toHaveAttribute("lang");
    expect(screen.queryByText("ገና አልተተረጎመም")).toBeNull();
  });
});
