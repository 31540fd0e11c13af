import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { SubscribeForm } from "./subscribe-form.tsx";

describe("Newsletter box", () => {
  it("requires a valid email before sending, and rechecks as the visitor types", async () => {
    renderWithApp(<SubscribeForm id="email" source="home" submitLabel="Subscribe" />);
    const box = screen.getByRole("textbox", { name: "Email address" });
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Email Address required");
    await userEvent.type(box, "abebe@");
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    await userEvent.type(box, "example.org");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
