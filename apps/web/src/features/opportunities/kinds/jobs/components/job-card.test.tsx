import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadNamespaces, setLanguage } from "../../../../../lib/i18n.ts";
import { aJob } from "../../../../../test/fixtures.ts";
import { renderWithApp } from "../../../../../test/render.tsx";
import { JobCard } from "./job-card.tsx";

afterEach(async () => {
  await setLanguage("en");
});

describe("JobCard", () => {
  it("shows the job's type in the page's language", async () => {
    await setLanguage("am");
    await loadNamespaces(["opportunities", "listing", "common"]);
    renderWithApp(<JobCard job={aJob(1, { Type: "Part-time" })} />);
    expect(await screen.findByText("የትርፍ ሰዓት")).toBeInTheDocument();
    expect(screen.queryByText("Part-time")).not.toBeInTheDocument();
  });

  it("shows a type outside the list as it was saved", async () => {
    renderWithApp(<JobCard job={aJob(2, { Type: "Seasonal" })} />);
    expect(await screen.findByText("Seasonal")).toBeInTheDocument();
  });
});
