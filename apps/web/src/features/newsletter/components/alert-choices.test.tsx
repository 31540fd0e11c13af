import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { SubscribeForm } from "./subscribe-form.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("Newsletter alert choices", () => {
  it("sends the chosen kinds, fields of study, countries and email language with the address", async () => {
    const fetch = vi.fn(
      async (..._args: unknown[]) =>
        new Response(JSON.stringify({ message: "ok" }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<SubscribeForm id="email" source="home" submitLabel="Subscribe" />);
    const toggle = await screen.findByRole("button", { name: "Choose what to receive" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Internships" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Data Science" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Germany" }));
    await userEvent.click(screen.getByRole("radio", { name: "አማርኛ" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "hana@example.org");
    // Sent from the button after the choices, a phone's screen away from the one beside the address.
    const sends = screen.getAllByRole("button", { name: "Subscribe" });
    expect(sends).toHaveLength(2);
    await userEvent.click(sends[1] as HTMLElement);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: "hana@example.org",
      source: "home",
      kinds: ["internships"],
      fieldsOfStudy: ["Data Science"],
      countries: ["Germany"],
      language: "am",
    });
  });

  it("sends the address alone when no choice was opened (everything, in the page's language)", async () => {
    const fetch = vi.fn(
      async (..._args: unknown[]) =>
        new Response(JSON.stringify({ message: "ok" }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<SubscribeForm id="email" source="donate" submitLabel="Join" />);
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "abebe@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "abebe@example.org", source: "donate" });
  });
});
