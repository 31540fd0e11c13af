import type { DonationStatusResponse, PaymentsMode } from "@btw/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { paymentsModeQueryOptions } from "../api/get-payments-mode.ts";
import ThankYouPage from "../thank-you-page.tsx";
import { donationStatusQueryOptions } from "../thank-you-status.ts";
import { GivingPanel } from "./giving-panel.tsx";

function renderPanel(mode: PaymentsMode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(paymentsModeQueryOptions().queryKey, { mode });
  renderWithApp(<GivingPanel />, { queryClient });
}

describe("Donate page: how the server takes gifts", () => {
  it("says giving is unavailable, with no form, when the server takes no gifts online", () => {
    renderPanel("unavailable");
    expect(
      screen.getByRole("heading", { name: "Online giving is not available right now" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can still give/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Other ways to give" })).toHaveAttribute("href", "#ways");
    expect(screen.queryByRole("button", { name: "Donate now" })).not.toBeInTheDocument();
  });

  it("marks the form TEST in test mode", () => {
    renderPanel("test");
    expect(screen.getByRole("note")).toHaveTextContent(/^TEST MODE: .*No money moves/);
    expect(screen.getByRole("button", { name: "Donate now" })).toBeInTheDocument();
  });

  it("shows the plain form with Chapa", () => {
    renderPanel("chapa");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Donate now" })).toBeInTheDocument();
  });
});

describe("Thank-you page of a test payment", () => {
  const paid: DonationStatusResponse = {
    txRef: "btw-test-1",
    status: "paid",
    amount: 5000,
    currency: "ETB",
    donationType: "oneTime",
    test: true,
    paidAt: "2026-11-22T10:00:00.000Z",
  };

  it.each([true, false])("says TEST only for a test payment (test: %s)", async (test) => {
    const queryClient = createQueryClient();
    const { queryKey } = donationStatusQueryOptions(paid.txRef);
    // The page re-asks on mount (its status may change); here the answer is given, not fetched.
    queryClient.setQueryDefaults(queryKey, { refetchOnMount: false });
    queryClient.setQueryData(queryKey, { ...paid, test });
    renderWithApp(<ThankYouPage />, { queryClient, url: `/thank-you?tx_ref=${paid.txRef}` });
    expect(await screen.findByText("Thank you! Your gift was received")).toBeInTheDocument();
    if (test) expect(screen.getByRole("note")).toHaveTextContent(/^TEST PAYMENT: no money moved/);
    else expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
