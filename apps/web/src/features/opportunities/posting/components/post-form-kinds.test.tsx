// The posting form of each kind: its own fields, checked with the kind's schema, and the language
// the listing is written in.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../../lib/i18n.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { PostForm } from "./post-form.tsx";

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage("en");
});

describe("Posting form", () => {
  it("asks each kind for its own fields and checks them with the kind's schema", async () => {
    renderWithApp(<PostForm kind="jobs" />, { url: "/post-opportunity?kind=jobs" });
    expect(screen.queryByLabelText("Photo")).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Job title required")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /Type/ })).toBeInTheDocument();
  });

  it("offers a photo and the fixed choices where the kind has them", async () => {
    renderWithApp(<PostForm kind="training" />, { url: "/post-opportunity?kind=training" });
    expect(await screen.findByLabelText("Photo")).toBeInTheDocument();
    const countries = screen.getByRole("group", { name: /Countries/ });
    expect(within(countries).getByRole("checkbox", { name: "Ethiopia" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Countries: choose at least 1")).toBeInTheDocument();
  });

  it("lets the poster say which of the three languages (each in its own name) the listing is written in, the page's by default", async () => {
    renderWithApp(<PostForm kind="scholarships" />, { url: "/post-opportunity?kind=scholarships" });
    const language = await screen.findByRole("combobox", { name: /^Written in/ });
    expect(language).toHaveValue("en");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "አማርኛ", "Afaan Oromoo"]);
    await userEvent.selectOptions(language, "am");
    expect(language).toHaveValue("am");
  });
});
