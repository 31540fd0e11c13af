import type { SavedOpportunity } from "@btw/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadNamespaces, setLanguage } from "../../../../lib/i18n.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { fromAccount } from "../account-sync.ts";
import { SavedList } from "./saved-list.tsx";

afterEach(async () => {
  await setLanguage("en");
});

/** The account's saved list as the API answers it: each title as stored (English). */
const fromServer = (items: Array<Pick<SavedOpportunity, "kind" | "id" | "title">>) =>
  fromAccount(
    items.map((item) => ({ ...item, deadline: null, savedAt: "2026-01-01T00:00:00.000Z", item: {} })),
  );

describe("SavedList", () => {
  it("shows a synced internship under its category's label in the page's language; other titles as stored", async () => {
    await setLanguage("am");
    await loadNamespaces(["opportunities", "listing", "common"]);
    const items = fromServer([
      { kind: "internships", id: 1, title: "Web Development Intern" },
      { kind: "internships", id: 2, title: "Beekeeping Intern" },
      { kind: "jobs", id: 3, title: "Full-time" },
    ]);
    expect(items[0]?.title).toBe("Web Development Intern");
    renderWithApp(<SavedList items={items} />);
    expect(await screen.findByRole("link", { name: "የዌብ ልማት ተለማማጅ" })).toBeInTheDocument();
    expect(screen.queryByText("Web Development Intern")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Beekeeping Intern" })).toBeInTheDocument();
    // A job's title is free text, even when it reads like a job type.
    expect(screen.getByRole("link", { name: "Full-time" })).toBeInTheDocument();
  });

  it("shows the stored English category on the English page", async () => {
    await loadNamespaces(["opportunities", "listing", "common"]);
    renderWithApp(
      <SavedList items={fromServer([{ kind: "internships", id: 4, title: "Web Development Intern" }])} />,
    );
    expect(await screen.findByRole("link", { name: "Web Development Intern" })).toBeInTheDocument();
  });
});
