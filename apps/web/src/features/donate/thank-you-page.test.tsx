import type { DonationStatusResponse } from "@btw/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadNamespaces, setLanguage } from "../../lib/i18n.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { renderWithApp } from "../../test/render.tsx";
import ThankYouPage from "./thank-you-page.tsx";
import { donationStatusQueryOptions } from "./thank-you-status.ts";

const failed: DonationStatusResponse = {
  txRef: "btw-test-1",
  status: "failed",
  amount: 1234.5,
  currency: "ETB",
  donationType: "oneTime",
  test: false,
  paidAt: null,
};

afterEach(() => setLanguage("en"));

describe("the donation's page", () => {
  it.each([
    ["om", "Birrii 1,234.50"],
    ["am", "1,234.50 ብር"],
    ["en", "1,234.50 ETB"],
  ] as const)(
    "in %s names the sum in the reader's words, and its tab the donation, not thanks",
    async (language, sum) => {
      await setLanguage(language);
      await loadNamespaces(["donate-thank-you"]);
      const queryClient = createQueryClient();
      queryClient.setQueryData(donationStatusQueryOptions(failed.txRef).queryKey, failed);
      renderWithApp(<ThankYouPage />, { url: `/?tx_ref=${failed.txRef}`, queryClient });
      expect(await screen.findByText(new RegExp(sum.replace(/[.]/g, "\\.")))).toBeInTheDocument();
      const heading = screen.getByRole("heading", { level: 1 }).textContent ?? "";
      await waitFor(() => expect(document.title.startsWith(heading)).toBe(true));
    },
  );
});
