// An admin list row's versions: "am ✓ · om –" at a glance, said in full to screen readers.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { TranslationBadge } from "./translation-column.tsx";

describe("TranslationBadge", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("marks each other language complete or missing, from the fields that have text", () => {
    renderAdmin(
      <TranslationBadge
        kind="jobs"
        item={{
          language: "en",
          JobTitle: "Accountant",
          Description: "<p>Keep the books.</p>",
          translations: {
            am: { JobTitle: "የሂሳብ ባለሙያ", Description: "<p>ሂሳብ መያዝ።</p>" },
            om: { JobTitle: "Herregaa" },
          },
        }}
      />,
    );
    expect(screen.getByText("am ✓")).toBeInTheDocument();
    expect(screen.getByText("om –")).toBeInTheDocument();
    expect(screen.getByText("Amharic: complete; Afaan Oromo: 1 of 2 fields missing")).toHaveClass(
      "visually-hidden",
    );
    expect(screen.getByText("am ✓").closest("[aria-hidden]")).toHaveAttribute("aria-hidden", "true");
  });

  it("offers English beside Oromo for an Amharic original", () => {
    renderAdmin(
      <TranslationBadge
        kind="testimonials"
        item={{ language: "am", clients_say: "ሕይወቴን ቀይሯል።", translations: {} }}
      />,
    );
    expect(screen.getByText("en –")).toBeInTheDocument();
    expect(screen.getByText("om –")).toBeInTheDocument();
    expect(screen.queryByText(/^am /)).not.toBeInTheDocument();
    expect(
      screen.getByText("English: 1 of 1 fields missing; Afaan Oromo: 1 of 1 fields missing"),
    ).toBeInTheDocument();
  });
});
