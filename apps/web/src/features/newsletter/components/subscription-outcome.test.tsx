import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../../components/toaster.tsx";
import { i18n } from "../../../lib/i18n.ts";
import en from "../../../locales/en/common.json";
import { SubscriptionOutcome } from "./subscription-outcome.tsx";

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <SubscriptionOutcome />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe("the outcome of a newsletter email's link", () => {
  it("shows the confirmation once and takes the marker out of the address", async () => {
    const router = renderAt("/?subscribed=1");
    expect(await screen.findByText(en.newsletter.confirmed)).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("says so when a confirmation link is dead", async () => {
    renderAt("/?subscribed=0");
    expect(await screen.findByText(en.newsletter.confirmFailed)).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: /dismiss/i }).click());
  });

  it("confirms an unsubscribe", async () => {
    renderAt("/?unsubscribed=1");
    expect(await screen.findByText(en.newsletter.unsubscribed)).toBeInTheDocument();
  });

  it("shows nothing on an ordinary visit", () => {
    const router = renderAt("/?page=2");
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
  });
});
