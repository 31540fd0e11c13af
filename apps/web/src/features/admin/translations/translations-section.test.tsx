// The Languages section of the admin edit forms, as a translator uses it in the scholarship form:
// versions typed beside the original end up in the saved `translations`, a cleared one is removed,
// the original's language decides which languages are offered, and the status counts what is missing.
import type { Scholarship } from "@btw/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ScholarshipForm } from "../opportunities/forms/scholarship-form.tsx";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { parseTranslations, withVersion } from "./translations-section.tsx";

const stored: Scholarship = {
  id: 12,
  language: "en",
  translations: { om: { title: "Barnoota Chevening" } },
  title: "Chevening Scholarship",
  scholarshipType: "Fully Funded",
  modeOfStudy: "On campus",
  experience: "Two years of work",
  description: "<p>Study in the UK for a year.</p>",
  fieldsOfStudy: ["Public Health"],
  studyLevels: ["master"],
  funding: "full",
  hostCountry: "United Kingdom",
  eligibilityCountries: [],
  photo1: null,
  URL: "https://www.chevening.org/apply",
  deadline: "2027-11-05T00:00:00.000Z",
  status: "approved",
  reviewReason: null,
  createdById: 1,
  verifiedOrganisation: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function renderForm(item: Scholarship = stored) {
  const onSave = vi.fn(async () => {});
  renderAdmin(
    <ScholarshipForm item={item} onSave={onSave} cancelTo="/admin/scholarships" submitLabel="Save" />,
    { path: "/admin/scholarships/12/edit" },
  );
  return { onSave };
}

const languagesSection = () => screen.getByRole("group", { name: "Languages" });
const statuses = () =>
  within(screen.getByRole("list", { name: "Versions" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

async function saved(onSave: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  return (onSave.mock.calls[0] as unknown as [Record<string, unknown>])[0];
}

describe("the Languages section", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it("sends an Amharic title typed beside the original in `translations`, keeping the other versions", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const title = within(languagesSection()).getByRole("textbox", { name: "Amharic: Title" });
    expect(title).toHaveAttribute("lang", "am");
    // The original's text is shown beside it, read-only and marked with its language.
    const original = within(languagesSection()).getAllByRole("note", {
      name: "Original (English): Title",
    })[0];
    expect(original).toHaveTextContent("Chevening Scholarship");
    expect(original).toHaveAttribute("lang", "en");
    expect(title).toHaveAccessibleDescription("Chevening Scholarship");

    await user.type(title, "የቼቨኒንግ ስኮላርሺፕ");
    const values = await saved(onSave);
    expect(values.language).toBe("en");
    expect(values.translations).toEqual({
      am: { title: "የቼቨኒንግ ስኮላርሺፕ" },
      om: { title: "Barnoota Chevening" },
    });
  });

  it("lets a version be as long as its original may be, no longer", () => {
    renderForm();
    const section = languagesSection();
    expect(within(section).getByRole("textbox", { name: "Amharic: Title" })).toHaveAttribute(
      "maxlength",
      "200",
    );
    expect(
      within(section).getByRole("textbox", { name: "Afaan Oromo: Experience required" }),
    ).toHaveAttribute("maxlength", "200");
  });

  it("does not save a version longer than its original may be, and says so under its box", async () => {
    const { onSave } = renderForm({ ...stored, translations: { am: { title: "ሀ".repeat(201) } } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const title = within(languagesSection()).getByRole("textbox", { name: "Amharic: Title" });
    await waitFor(() => expect(title).toBeInvalid());
    expect(title).toHaveAccessibleDescription("Chevening Scholarship must be at most 200 characters");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("removes a version the editor clears, and the language when it has no version left", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const oromo = within(languagesSection()).getByRole("textbox", { name: "Afaan Oromo: Title" });
    expect(oromo).toHaveValue("Barnoota Chevening");
    expect(oromo).toHaveAttribute("lang", "om");
    await user.clear(oromo);
    const values = await saved(onSave);
    expect(values.translations).toEqual({});
  });

  it("opens on the language the original is stored in, whichever it is", () => {
    renderForm({ ...stored, language: "om", translations: { en: { title: "Chevening Scholarship" } } });
    const section = languagesSection();
    expect(within(section).getByLabelText(/^Written in/)).toHaveValue("om");
    expect(within(section).getByRole("group", { name: /^English version/ })).toBeInTheDocument();
    expect(within(section).queryByRole("group", { name: /^Afaan Oromo version/ })).not.toBeInTheDocument();
  });

  it("offers the two languages the original is not written in, and moves them when it changes", async () => {
    const user = userEvent.setup();
    renderForm();
    const section = languagesSection();
    expect(within(section).getByRole("group", { name: /^Amharic version/ })).toBeInTheDocument();
    expect(within(section).getByRole("group", { name: /^Afaan Oromo version/ })).toBeInTheDocument();
    expect(within(section).queryByRole("group", { name: /^English version/ })).not.toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText(/^Written in/), "am");
    expect(within(section).getByRole("group", { name: /^English version/ })).toBeInTheDocument();
    expect(within(section).queryByRole("group", { name: /^Amharic version/ })).not.toBeInTheDocument();
    expect(within(section).getByRole("textbox", { name: "English: Title" })).toHaveAttribute("lang", "en");
    expect(within(section).getAllByRole("note", { name: "Original (Amharic): Title" })[0]).toHaveAttribute(
      "lang",
      "am",
    );
  });

  it("sets aside the version in the language the original is changed to, says so, and keeps it if changed back", async () => {
    const user = userEvent.setup();
    renderForm({
      ...stored,
      translations: { am: { title: "ቼቨኒንግ" }, om: { title: "Barnoota Chevening" } },
    });
    const section = languagesSection();
    const setAside =
      /The Amharic version is set aside while the original is written in Amharic, and saving removes it/;
    expect(within(section).queryByText(setAside)).not.toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText(/^Written in/), "am");
    expect(within(section).getByRole("status")).toHaveTextContent(setAside);
    await user.selectOptions(within(section).getByLabelText(/^Written in/), "en");
    expect(within(section).queryByText(setAside)).not.toBeInTheDocument();
    expect(within(section).getByRole("textbox", { name: "Amharic: Title" })).toHaveValue("ቼቨኒንግ");

    await user.selectOptions(within(section).getByLabelText(/^Written in/), "om");
    expect(within(section).getByRole("status")).toHaveTextContent(
      /The Afaan Oromo version is set aside while the original is written in Afaan Oromo/,
    );
  });

  it("counts the missing versions of the fields that have text, as they are typed", async () => {
    const user = userEvent.setup();
    renderForm();
    // Title, experience and description have text; Oromo has the title only.
    expect(statuses()).toEqual(["Amharic: 3 of 3 fields missing", "Afaan Oromo: 2 of 3 fields missing"]);

    await user.type(within(languagesSection()).getByRole("textbox", { name: "Amharic: Title" }), "ቼቨኒንግ");
    await user.type(
      within(languagesSection()).getByRole("textbox", { name: "Amharic: Experience required" }),
      "የሁለት ዓመት ልምድ",
    );
    expect(statuses()).toEqual(["Amharic: 1 of 3 fields missing", "Afaan Oromo: 2 of 3 fields missing"]);

    // An original field emptied needs no version.
    await user.clear(screen.getByLabelText(/^Experience required/));
    expect(statuses()).toEqual(["Amharic: 1 of 2 fields missing", "Afaan Oromo: 1 of 2 fields missing"]);
  });

  it("says complete when every field with text has a version", () => {
    renderForm({
      ...stored,
      experience: null,
      description: null,
      translations: { am: { title: "ቼቨኒንግ" }, om: { title: "Barnoota Chevening" } },
    });
    expect(statuses()).toEqual(["Amharic: complete", "Afaan Oromo: complete"]);
  });
});

describe("the originals' boxes", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    // happy-dom has no layout: here a box's content is one pixel tall a character, the box at most 100.
    const contentHeight = (element: Element) => element.textContent?.length ?? 0;
    vi.spyOn(Element.prototype, "scrollHeight", "get").mockImplementation(function (this: Element) {
      return contentHeight(this);
    });
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: Element) {
      return Math.min(contentHeight(this), 100);
    });
  });

  const originals = (field: string) =>
    within(languagesSection()).getAllByRole("note", { name: `Original (English): ${field}` });

  it("are tab stops only where the original scrolls inside its box, measured again as it changes", async () => {
    const user = userEvent.setup();
    renderForm({ ...stored, description: `<p>${"Study in the UK for a year. ".repeat(10)}</p>` });
    for (const box of originals("Description")) expect(box).toHaveAttribute("tabindex", "0");
    for (const box of originals("Title")) expect(box).not.toHaveAttribute("tabindex");

    const title = screen.getByRole("textbox", { name: /^Title/ });
    await user.click(title);
    await user.paste(
      " for leaders of tomorrow, with a year of study at any university in the United Kingdom",
    );
    for (const box of originals("Title")) expect(box).toHaveAttribute("tabindex", "0");
  });
});

describe("the versions' JSON value", () => {
  it("sets, removes and drops empty languages", () => {
    const set = withVersion({}, "am", "title", "ርዕስ");
    expect(set).toEqual({ am: { title: "ርዕስ" } });
    expect(withVersion(set, "am", "title", "  ")).toEqual({});
    expect(withVersion(set, "om", "title", "Mata duree")).toEqual({
      am: { title: "ርዕስ" },
      om: { title: "Mata duree" },
    });
  });

  it("reads what the form holds, and nothing from a broken text", () => {
    expect(parseTranslations('{"am":{"title":"ርዕስ"}}')).toEqual({ am: { title: "ርዕስ" } });
    expect(parseTranslations("not json")).toEqual({});
    expect(parseTranslations("")).toEqual({});
  });
});
