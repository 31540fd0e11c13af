import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadNamespaces } from "../../lib/i18n.ts";
import { renderWithApp } from "../../test/render.tsx";
import PrivacyPage from "./privacy-page.tsx";

describe("the privacy policy", () => {
  it("leads to the contact form from its contact section, whatever details the organisation set", async () => {
    await loadNamespaces(["privacy"]);
    renderWithApp(<PrivacyPage />);
    const section = screen.getByRole("region", { name: /Contact us/ });
    expect(section.querySelector("a[href='/contact']")).toHaveTextContent("send us a message");
  });
});
