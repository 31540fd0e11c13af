import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { loadNamespaces, setLanguage } from "../../../../lib/i18n.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { readSaved, writeSaved } from "../saved-store.ts";
import { SaveButton } from "./save-button.tsx";

afterEach(async () => {
  writeSaved([]);
  await setLanguage("en");
});

describe("SaveButton", () => {
  it("keeps an internship's category as stored and names it in the page's language", async () => {
    await setLanguage("am");
    await loadNamespaces(["listing", "opportunities", "common"]);
    renderWithApp(<SaveButton kind="internships" id={7} title="Web Development Intern" deadline={null} />);
    const button = await screen.findByRole("button", { name: /የዌብ ልማት ተለማማጅ/ });
    await userEvent.click(button);
    expect(readSaved()).toEqual([
      expect.objectContaining({ kind: "internships", id: 7, title: "Web Development Intern" }),
    ]);
    expect(button).toHaveAttribute("aria-pressed", "true");
  });
});
