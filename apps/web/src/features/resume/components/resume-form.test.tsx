import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ResumeForm } from "./resume-form.tsx";

describe("Submit a Resume form", () => {
  it("checks each field with its own rule and message (not one shared numeric pattern)", async () => {
    renderWithApp(<ResumeForm />);
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    for (const message of [
      "Full Name required",
      "Email Address required",
      "Phone required",
      "Location required",
      "Highest Level of Education required",
      "Cover Letter required",
      "Choose an area of interest",
      "Choose a skill level",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Current Job Title is optional.
    expect(screen.getByRole("textbox", { name: /Current Job Title/ })).not.toHaveAttribute("aria-invalid");

    // Letters are fine in a name and a location (the old form demanded digits everywhere).
    await userEvent.type(screen.getByRole("textbox", { name: /Full Name/ }), "Hanna Tesfaye");
    await userEvent.type(screen.getByRole("textbox", { name: /Location/ }), "Addis Ababa");
    await userEvent.type(screen.getByRole("textbox", { name: /Email Address/ }), "hanna@");
    expect(screen.queryByText("Full Name required")).not.toBeInTheDocument();
    expect(screen.queryByText("Location required")).not.toBeInTheDocument();
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
  });

  it("offers the spec's radio groups and marks the choice", async () => {
    renderWithApp(<ResumeForm />);
    const areas = screen.getByRole("group", { name: /Areas Of Interest/ });
    expect(
      within(areas)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Administrative Assistant", "Information technology", "Graphic Design", "Other"]);
    const levels = screen.getByRole("group", { name: /Skill Level/ });
    expect(within(levels).getAllByRole("radio")).toHaveLength(4);
    await userEvent.click(within(levels).getByRole("radio", { name: "Career Changer" }));
    expect(within(levels).getByRole("radio", { name: "Career Changer" })).toBeChecked();
  });

  it("accepts only a PDF as the CV", async () => {
    renderWithApp(<ResumeForm />);
    const input = screen.getByLabelText(/CV \(PDF\)/);
    await userEvent.upload(
      input,
      new File(["hello"], "cv.docx", {
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText("Only PDF files can be attached")).toBeInTheDocument();
    await userEvent.upload(input, new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    expect(screen.queryByText("Only PDF files can be attached")).not.toBeInTheDocument();
  });
});
