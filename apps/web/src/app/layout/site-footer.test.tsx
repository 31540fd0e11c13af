import type { SiteSettings } from "@btw/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { siteSettingsQueryOptions } from "../../lib/site-settings.ts";
import { layoutLoader, SITE_ROUTE_ID } from "./layout-data.ts";
import { SiteFooter } from "./site-footer.tsx";

const SETTINGS: SiteSettings = {
  organisation: {
    email: "office@borntowin.test",
    phone: "+251 11 555 0100",
    address: "Atlanta, Georgia, USA",
    registrationNumber: "ACSO-1234",
    officeHours: { firstDay: 1, lastDay: 5, open: 8, close: 17 },
  },
};

/** The footer under the site's root route, as the server's data hands it to the browser. */
function renderFooter(settings: SiteSettings | undefined, year: number) {
  const queryClient = createQueryClient({ retry: false });
  if (settings) queryClient.setQueryData(siteSettingsQueryOptions().queryKey, settings);
  const router = createMemoryRouter([{ id: SITE_ROUTE_ID, path: "/", element: <SiteFooter /> }], {
    hydrationData: { loaderData: { [SITE_ROUTE_ID]: { year } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.findByRole("contentinfo");
}

afterEach(() => vi.useRealTimers());

describe("Site footer", () => {
  it("shows the organisation's details as the settings give them", async () => {
    const footer = await renderFooter(SETTINGS, 2026);
    expect(within(footer).getByRole("link", { name: /\+251 11 555 0100/ })).toHaveAttribute(
      "href",
      "tel:+251115550100",
    );
    expect(within(footer).getByRole("link", { name: /office@borntowin\.test/ })).toHaveAttribute(
      "href",
      "mailto:office@borntowin.test",
    );
    expect(within(footer).getByText("Atlanta, Georgia, USA")).toBeInTheDocument();
    expect(within(footer).getByText("Mon-Fri 8am to 5pm")).toBeInTheDocument();
    expect(within(footer).getByText(/registration no\. ACSO-1234/)).toBeInTheDocument();
  });

  it("makes up nothing that is not set", async () => {
    const footer = await renderFooter({ organisation: { address: "Atlanta, Georgia, USA" } }, 2026);
    expect(within(footer).queryByRole("link", { name: /^Phone|tel:/ })).not.toBeInTheDocument();
    expect(footer.querySelector('a[href^="tel:"], a[href^="mailto:"], a[href^="https://wa.me"]')).toBeNull();
    expect(within(footer).queryByText(/registration no\./)).not.toBeInTheDocument();
  });

  it("writes the year the server drew the page in, whatever this browser's clock says", async () => {
    vi.useFakeTimers({ now: new Date("2031-01-01T00:00:05Z"), toFake: ["Date"] });
    const footer = await renderFooter(SETTINGS, 2030);
    expect(within(footer).getByText(/© 2030 Born To Win/)).toBeInTheDocument();
  });
});

describe("the layout's data", () => {
  it("reads the settings and takes the year from the clock of whoever draws the page", async () => {
    vi.useFakeTimers({ now: new Date("2027-06-01T12:00:00Z"), toFake: ["Date"] });
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(siteSettingsQueryOptions().queryKey, SETTINGS);
    await expect(layoutLoader(queryClient)()).resolves.toEqual({ year: 2027 });
  });
});
