// The page behind the digest's "Change what you receive" link: a valid token shows and saves the
// subscriber's choices; a token that names nobody, or none at all, says the link does not work.
import { PRIVATE_PAGES, type SubscriptionAlerts } from "@btw/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNamespaces, setLanguage } from "../../lib/i18n.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { renderWithApp } from "../../test/render.tsx";
import AlertSettingsPage from "./alert-settings-page.tsx";
import { subscriptionAlertsQueryOptions } from "./api/subscription-alerts.ts";

const TOKEN = "t0ken-from-the-digest-link";
const settings: SubscriptionAlerts = {
  email: "ha•••@example.org",
  status: "confirmed",
  alerts: {
    enabled: true,
    kinds: ["internships"],
    fieldsOfStudy: [],
    countries: [],
    filters: { internships: { pay: "paid" } },
    language: "en",
  },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

async function renderPage(url: string, cached?: SubscriptionAlerts) {
  await loadNamespaces(["alerts", "listing", "opportunities"]);
  const queryClient = createQueryClient();
  if (cached) queryClient.setQueryData(subscriptionAlertsQueryOptions(TOKEN).queryKey, cached);
  return renderWithApp(<AlertSettingsPage />, { url, queryClient });
}

describe("Alert settings page", () => {
  it("shows the choices of a valid link, saves new ones and stops every alert", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { enabled: boolean; kinds: string[] };
      return json(200, { ...settings, alerts: { ...settings.alerts, ...body } });
    });
    vi.stubGlobal("fetch", fetch);
    await renderPage(`${PRIVATE_PAGES.alertSettings}?token=${TOKEN}`, settings);

    expect(await screen.findByText("Settings for ha•••@example.org")).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Internships" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Job opportunities" }));
    await userEvent.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(await screen.findByText(/Your choices are saved/)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/alerts/subscription?token=${TOKEN}`);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      enabled: true,
      kinds: ["internships", "jobs"],
      filters: { internships: { pay: "paid" } },
    });

    await userEvent.click(screen.getByRole("button", { name: "Stop all alerts" }));
    expect(await screen.findByText(/All alerts are stopped/)).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toMatchObject({ enabled: false });
    expect(screen.getByRole("button", { name: "Start my alerts again" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop all alerts" })).not.toBeInTheDocument();
  });

  it("says the link does not work when the token names nobody", async () => {
    const fetch = vi.fn(async () => json(404, { message: "Subscription not found" }));
    vi.stubGlobal("fetch", fetch);
    await renderPage(`${PRIVATE_PAGES.alertSettings}?token=${"z".repeat(32)}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link does not work");
    expect(screen.getByText(/not valid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Save my choices" })).not.toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it("says so without asking the server when the address carries no token", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderPage(PRIVATE_PAGES.alertSettings);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link does not work");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("speaks Amharic and Afaan Oromo", async () => {
    vi.stubGlobal("fetch", vi.fn());
    try {
      await setLanguage("am");
      const am = await renderPage(PRIVATE_PAGES.alertSettings);
      expect(await screen.findByRole("alert")).toHaveTextContent("ይህ ማስፈንጠሪያ አይሠራም");
      am.unmount();
      await setLanguage("om");
      await renderPage(PRIVATE_PAGES.alertSettings);
      expect(await screen.findByRole("alert")).toHaveTextContent("Geessituun kun hin hojjetu");
    } finally {
      await setLanguage("en");
    }
  });
});
