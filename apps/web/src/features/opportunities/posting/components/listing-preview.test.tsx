import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { anInternship, aTraining } from "../../../../test/fixtures.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { ListingPreview } from "./listing-preview.tsx";

/** The band of the preview's page (the card above it has no <header>). */
const band = () => within(screen.getByRole("banner"));

describe("ListingPreview", () => {
  it("opens a training's page with the band its public page will have: countries, title, dates", () => {
    const item = aTraining(1, {
      Title: "Data course",
      selectedCountries: ["Ethiopia", "Kenya"],
      startDate: "2026-12-01T00:00:00.000Z",
      endDate: "2026-12-20T00:00:00.000Z",
    });
    renderWithApp(<ListingPreview kind="training" item={{ ...item }} />);
    expect(band().getByText("Ethiopia, Kenya")).toBeInTheDocument();
    expect(band().getByRole("heading", { name: "Data course" })).toBeInTheDocument();
    expect(band().getByText("1 December 2026 to 20 December 2026")).toBeInTheDocument();
  });

  it("opens an internship's page with its category as the title and when it opens", () => {
    const item = anInternship(2, { internshipCategory: "Web Development Intern", openDate: null });
    renderWithApp(<ListingPreview kind="internships" item={{ ...item }} />);
    expect(band().getByRole("heading", { name: "Web Development Intern" })).toBeInTheDocument();
    expect(band().getByText("Open now")).toBeInTheDocument();
  });
});
