import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { FeedbackForm } from "./feedback-form.tsx";

describe("Feedback form", () => {
  it("validates on submit with the spec's messages, then again on every change", async () => {
    renderWithApp(<FeedbackForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    const phone = screen.getByRole("textbox", { name: /Phone number/ });
    expect(await screen.findByText("Phone required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(phone).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(phone, "call me");
    expect(await screen.findByText("Enter a phone number, for example +251 911 234 567")).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, "+251 911 234 567");
    expect(screen.queryByText(/Enter a phone number/)).not.toBeInTheDocument();
    expect(phone).not.toHaveAttribute("aria-invalid");
  });

  it("keeps what was typed and says so when the message cannot be sent", async () => {
    renderWithApp(<FeedbackForm />);
    await userEvent.type(screen.getByRole("textbox", { name: /Phone number/ }), "0911234567");
    await userEvent.type(screen.getByRole("textbox", { name: /Message/ }), "Thanks for the bootcamp!");
    await userEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    // No server answers in component tests: the visitor sees the network notice and keeps the text.
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("Thanks for the bootcamp!");
  });
});
