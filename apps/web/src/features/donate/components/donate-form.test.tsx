import { DONOR_PHONE_MESSAGE } from "@btw/contracts";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNamespaces, setLanguage } from "../../../lib/i18n.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { DonateForm } from "./donate-form.tsx";

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage("en");
});

describe("Donate form", () => {
  it("requires every field and checks the amount and the phone number (Ethiopian or with a country code)", async () => {
    renderWithApp(<DonateForm />);
    await userEvent.click(screen.getByRole("button", { name: "Donate now" }));
    for (const message of [
      "Amount required",
      "First name required",
      "Last name required",
      "Phone required",
      "Email Address required",
      "Address required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const amount = screen.getByRole("textbox", { name: /Amount \(ETB\)/ });
    expect(amount).toHaveAttribute("aria-invalid", "true");
    // An empty amount asks for one; only an amount below the smallest gift names the minimum.
    expect(screen.queryByText("The smallest gift is 10 ETB")).not.toBeInTheDocument();

    await userEvent.type(amount, "5");
    expect(await screen.findByText("The smallest gift is 10 ETB")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /Phone/ }), "12345");
    expect(await screen.findByText(DONOR_PHONE_MESSAGE)).toBeInTheDocument();
    // Ethiopian numbers as people type them, and numbers from abroad with their country code.
    for (const phone of ["+251 911 234 567", "+1 404 555 0199"]) {
      await userEvent.clear(screen.getByRole("textbox", { name: /Phone/ }));
      await userEvent.type(screen.getByRole("textbox", { name: /Phone/ }), phone);
      expect(screen.queryByText(DONOR_PHONE_MESSAGE)).not.toBeInTheDocument();
    }
  });

  it("fills the amount from a suggested gift", async () => {
    renderWithApp(<DonateForm />);
    await userEvent.click(screen.getByRole("button", { name: "500 ETB" }));
    expect(screen.getByRole("textbox", { name: /Amount \(ETB\)/ })).toHaveValue("500");
    expect(screen.getByRole("button", { name: "500 ETB" })).toHaveAttribute("aria-pressed", "true");
  });

  it("lets the donor choose one-time (the default) or monthly giving", async () => {
    renderWithApp(<DonateForm />);
    expect(screen.getByRole("radio", { name: "One Time" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByText(/Each month we email you a reminder/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start monthly giving" })).toBeInTheDocument();
  });

  it.each([
    ["am", "ከ80 ቁምፊ መብለጥ የለበትም"],
    ["om", "Qubee 80 caaluu hin qabu"],
  ] as const)(
    "says a too-long name in the reader's language (%s), not the contracts' English",
    async (language, tooLong) => {
      await setLanguage(language);
      await loadNamespaces(["donate", "validation", "common"]);
      const { container } = renderWithApp(<DonateForm />);
      const form = container.querySelector("form") as HTMLFormElement;
      fireEvent.change(form.querySelector('[name="fname"]') as HTMLInputElement, {
        target: { value: "x".repeat(81) },
      });
      fireEvent.submit(form);
      expect(await screen.findByText(tooLong)).toBeInTheDocument();
      expect(screen.queryByText(/must be at most/)).not.toBeInTheDocument();
    },
  );

  it.each([
    ["am", "በጣም ብዙ ጥያቄዎች ተልከዋል። እባክዎ ከ12 ደቂቃ በኋላ እንደገና ይሞክሩ።"],
    ["om", "Gaaffiin baay'een ergameera. Maaloo daqiiqaa 12 booda irra deebi'aa yaalaa."],
  ] as const)(
    "says the API's rate limit in the reader's language (%s), with the wait",
    async (language, said) => {
      await setLanguage(language);
      await loadNamespaces(["donate", "validation", "common"]);
      vi.stubGlobal(
        "fetch",
        vi.fn(async (..._args: unknown[]) =>
          Response.json({ message: "Too many requests. Please try again in 12 minutes." }, { status: 429 }),
        ),
      );
      const { container } = renderWithApp(<DonateForm />);
      const form = container.querySelector("form") as HTMLFormElement;
      const fill = (name: string, value: string) =>
        fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
      fill("amount", "500");
      fill("fname", "Abebe");
      fill("lname", "Kebede");
      fill("phone_number", "0911234567");
      fill("email", "abebe@example.com");
      fill("address", "Addis Ababa");
      fireEvent.submit(form);
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    },
  );
});
