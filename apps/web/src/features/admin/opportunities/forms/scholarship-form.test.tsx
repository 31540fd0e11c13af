import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../../testing/render-admin.tsx";
import { ScholarshipForm } from "./scholarship-form.tsx";

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "campus.png", { type: "image/png" });

function renderForm(onSave = vi.fn(async () => {})) {
  const view = renderAdmin(
    <ScholarshipForm onSave={onSave} cancelTo="/admin/scholarships" submitLabel="Create" />,
    {
      path: "/admin/scholarships/new",
      otherRoutes: [{ path: "/admin/scholarships", element: <h1>Scholarship list</h1> }],
    },
  );
  return { ...view, onSave };
}

describe("ScholarshipForm", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);
  // Forms keep drafts in localStorage: each test starts without one.
  beforeEach(() => localStorage.clear());

  it("shows the contracts' validation messages and sends nothing while the form is invalid", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(screen.getByLabelText(/^Link to the scholarship/), "ftp://example.org");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Title required")).toBeInTheDocument();
    expect(screen.getByText("Scholarship type required")).toBeInTheDocument();
    expect(screen.getByText("Choose a mode of study")).toBeInTheDocument();
    expect(screen.getByText("Fields of study: choose at least 1")).toBeInTheDocument();
    expect(
      screen.getByText("Link to the scholarship must be a web address starting with http:// or https://"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();

    // Messages go away as the fields are fixed (validated again on change).
    await user.type(screen.getByLabelText(/^Title/), "Chevening");
    await waitFor(() => expect(screen.queryByText("Title required")).not.toBeInTheDocument());
  });

  it("sends the parsed values: lists as lists, the deadline as a date, and the chosen image", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(screen.getByLabelText(/^Title/), "Chevening Scholarship");
    await user.type(screen.getByLabelText(/^Scholarship type/), "Fully Funded");
    await user.selectOptions(screen.getByLabelText(/^Mode of study/), "On campus");
    await user.click(screen.getByRole("checkbox", { name: /master/i }));
    await user.click(screen.getByRole("checkbox", { name: /phd/i }));
    await user.selectOptions(screen.getByLabelText(/^Funding/), "full");
    await user.selectOptions(screen.getByLabelText(/^Host country/), "United Kingdom");
    await user.click(screen.getByRole("button", { name: "Add Public Health" }));
    await user.type(screen.getByRole("textbox", { name: "Fields of study" }), "Human Rights Law{Enter}");
    await user.type(screen.getByLabelText(/^Eligible countries/), "Ethiopia{Enter}");
    await user.type(screen.getByLabelText(/^Link to the scholarship/), "https://www.chevening.org/apply");
    await user.type(screen.getByLabelText(/^Deadline/), "2027-11-05");
    await user.upload(screen.getByLabelText(/^Image/), png());
    expect(await screen.findByAltText("Preview of campus.png")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [values, file] = onSave.mock.calls[0] as unknown as [Record<string, unknown>, File];
    expect(values).toMatchObject({
      title: "Chevening Scholarship",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      studyLevels: ["master", "phd"],
      funding: "full",
      hostCountry: "United Kingdom",
      fieldsOfStudy: ["Public Health", "Human Rights Law"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://www.chevening.org/apply",
    });
    expect(values.deadline).toEqual(new Date("2027-11-05T00:00:00.000Z"));
    // An empty optional field goes as "none" (null), which also clears it when editing.
    expect(values.experience).toBeNull();
    expect(file.name).toBe("campus.png");
  });

  it("refuses a file that is not an image before anything is sent", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(
      screen.getByLabelText(/^Image/),
      new File(["%PDF-1.4"], "notes.pdf", { type: "application/pdf" }),
    );
    expect(
      await screen.findByText("This file is not an image: choose a JPG, PNG, WebP or GIF file."),
    ).toBeInTheDocument();
    expect(screen.queryByAltText(/Preview of/)).not.toBeInTheDocument();
  });

  it("shows the API's field messages under their fields", async () => {
    const user = userEvent.setup();
    const { ApiError } = await import("../../../../lib/http.ts");
    const onSave = vi.fn(async () => {
      throw new ApiError(400, "Validation failed", [
        { path: "title", message: "A scholarship with this title exists" },
      ]);
    });
    renderForm(onSave);
    await user.type(screen.getByLabelText(/^Title/), "Chevening Scholarship");
    await user.type(screen.getByLabelText(/^Scholarship type/), "Fully Funded");
    await user.selectOptions(screen.getByLabelText(/^Mode of study/), "Online");
    await user.type(screen.getByLabelText(/^Fields of study/), "Cybersecurity{Enter}");
    await user.type(screen.getByLabelText(/^Link to the scholarship/), "https://example.org");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("A scholarship with this title exists")).toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes, and stays when told to", async () => {
    const user = userEvent.setup();
    const { router } = renderForm();
    await user.type(screen.getByLabelText(/^Title/), "Half-typed");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/admin/scholarships/new");
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Half-typed");

    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { name: "Scholarship list" })).toBeInTheDocument();
  });
});
