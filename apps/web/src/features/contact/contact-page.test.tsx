import type { SiteSettings } from "@btw/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { siteSettingsQueryOptions } from "../../lib/site-settings.ts";
import { renderWithApp } from "../../test/render.tsx";
import ContactPage from "./contact-page.tsx";

function renderContactPage(organisation: SiteSettings["organisation"]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, { organisation });
  renderWithApp(<ContactPage />, { queryClient });
}

describe("Contact page", () => {
  it("offers each way to reach the organisation that its settings give", async () => {
    renderContactPage({
      email: "office@borntowin.test",
      phone: "+251 11 555 0100",
      address: "Bole, Addis Ababa, Ethiopia",
      registrationNumber: "ACSO-1234",
      officeHours: { firstDay: 1, lastDay: 6, open: 9, close: 18 },
    });
    expect(await screen.findByRole("heading", { name: "Partner with us" })).toBeVisible();
    expect(screen.getByRole("link", { name: "office@borntowin.test" })).toHaveAttribute(
      "href",
      "mailto:office@borntowin.test",
    );
    expect(screen.getByRole("link", { name: "+251 11 555 0100" })).toHaveAttribute(
      "href",
      "tel:+251115550100",
    );
    expect(screen.getByText("Mon-Sat 9am to 6pm.")).toBeVisible();
    expect(screen.getByText("Visit our office in Bole, Addis Ababa, Ethiopia.")).toBeVisible();
    expect(screen.getByText(/registration no\. ACSO-1234/)).toBeVisible();
  });

  it("shows no card for a detail that is not set, and no map without an address", async () => {
    renderContactPage({ email: "office@borntowin.test" });
    expect(await screen.findByRole("heading", { name: "Partner with us" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Call us" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Visit us" })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(document.getElementById("map")).toBeNull();
  });
});
