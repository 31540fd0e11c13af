import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../../testing/render-admin.tsx";
import { InternshipForm } from "./internship-form.tsx";

const stored = {
  id: 7,
  language: "en" as const,
  translations: {},
  title: null,
  internshipCategory: "Mobile App Developer Intern",
  categoryOther: null,
  pay: "paid" as const,
  city: "Addis Ababa",
  workplace: "hybrid" as const,
  openDate: "2027-01-10T00:00:00.000Z",
  company: ["Shega Media"],
  skill: ["Kotlin"],
  eligibilityCountries: [],
  Responsibilities: "Build features.",
  Benefits: "Mentorship.",
  photo1: "/uploads/images/abc-1200.webp",
  applyUrl: "https://example.org/intern",
  deadline: "2027-02-01T00:00:00.000Z",
  status: "approved" as const,
  reviewReason: null,
  createdById: 3,
  verifiedOrganisation: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

describe("InternshipForm", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);
  // Forms keep drafts in localStorage: each test starts without one.
  beforeEach(() => localStorage.clear());

  it("needs a category from the list and at least one company", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    renderAdmin(<InternshipForm onSave={onSave} cancelTo="/admin/internships" submitLabel="Create" />);
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Choose an internship category")).toBeInTheDocument();
    expect(screen.getByText("Company: choose at least 1")).toBeInTheDocument();
    // Shown under the rich-text editors once their script has loaded.
    expect(
      await screen.findByText("Responsibilities required", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Benefits required")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("opens with the stored values, shows the stored image, and sends a cleared deadline as none", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    renderAdmin(
      <InternshipForm item={stored} onSave={onSave} cancelTo="/admin/internships" submitLabel="Save" />,
    );
    expect(screen.getByRole("combobox", { name: /Internship category/ })).toHaveValue(
      "Mobile App Developer Intern",
    );
    expect(screen.getByRole("list", { name: "Company: chosen" })).toHaveTextContent("Shega Media");
    expect(screen.getByLabelText(/^Opens on/)).toHaveValue("2027-01-10");
    expect(screen.getByAltText("The current image")).toHaveAttribute("src", stored.photo1);
    expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Deadline/));
    await user.click(screen.getByRole("button", { name: "Remove Kotlin" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [values, photo] = onSave.mock.calls[0] as unknown as [Record<string, unknown>, File | null];
    expect(values).toMatchObject({
      internshipCategory: "Mobile App Developer Intern",
      company: ["Shega Media"],
      skill: [],
      deadline: null,
    });
    expect(values.openDate).toEqual(new Date("2027-01-10T00:00:00.000Z"));
    expect(photo).toBeNull();
  });

  it("writes the long texts in the rich-text editor, without pictures, opening plain text as paragraphs", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    renderAdmin(
      <InternshipForm
        item={{
          ...stored,
          Responsibilities: "Build features.\n\nShip weekly.",
          Benefits: "<ul><li>Lunch</li></ul>",
        }}
        onSave={onSave}
        cancelTo="/admin/internships"
        submitLabel="Save"
      />,
    );
    // The editor is a script of its own, loaded when the form shows it.
    const responsibilities = await screen.findByRole(
      "textbox",
      { name: /^Responsibilities/ },
      { timeout: 5000 },
    );
    expect(responsibilities).toHaveAttribute("contenteditable", "true");
    expect(responsibilities.innerHTML).toContain("<p>Build features.</p><p>Ship weekly.</p>");
    expect(await screen.findByRole("textbox", { name: /^Benefits/ })).toHaveTextContent("Lunch");
    // The two originals, and each one's Amharic and Afaan Oromo version in the Languages section.
    expect(screen.getAllByRole("toolbar")).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Picture" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [values] = onSave.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(values).toMatchObject({
      Responsibilities: "<p>Build features.</p><p>Ship weekly.</p>",
      Benefits: "<ul><li>Lunch</li></ul>",
    });
  });
});
