import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { loadAdminCatalog } from "../testing/render-admin.tsx";
import { TagInput } from "./tag-input.tsx";

function Harness({ initial = [] as string[], suggestions = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <TagInput label="Fields of study" value={value} onChange={setValue} suggestions={suggestions} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </I18nextProvider>
  );
}

const value = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]") as string[];

describe("TagInput", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("adds what is typed on Enter or a comma, trimmed, and ignores repeats in any case", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByLabelText("Fields of study");
    await user.type(box, "  Data Science {Enter}");
    await user.type(box, "Engineering,");
    await user.type(box, "data science{Enter}");
    expect(value()).toEqual(["Data Science", "Engineering"]);
    expect(box).toHaveValue("");
    expect(screen.getByRole("list", { name: "Fields of study: chosen" })).toHaveTextContent(
      "Data ScienceEngineering",
    );
    expect(screen.getByText("Added Engineering")).toBeInTheDocument();
  });

  it("removes a tag with its button or the last one with Backspace in the empty box", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Canada", "Japan", "Ethiopia"]} />);
    await user.click(screen.getByRole("button", { name: "Remove Japan" }));
    expect(value()).toEqual(["Canada", "Ethiopia"]);
    expect(screen.getByText("Removed Japan")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Fields of study"), "{Backspace}");
    expect(value()).toEqual(["Canada"]);
  });

  it("splits a pasted list and offers suggestions not chosen yet", async () => {
    const user = userEvent.setup();
    render(<Harness suggestions={["Cybersecurity", "Public Health"]} initial={["Public Health"]} />);
    expect(screen.queryByRole("button", { name: "Add Public Health" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Cybersecurity" }));
    await user.click(screen.getByLabelText("Fields of study"));
    await user.paste("Law, Medicine\nArt");
    expect(value()).toEqual(["Public Health", "Cybersecurity", "Law", "Medicine", "Art"]);
  });

  it("keeps text typed but not confirmed when the field loses focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Fields of study"), "Business Administration");
    await user.tab();
    expect(value()).toEqual(["Business Administration"]);
  });
});
