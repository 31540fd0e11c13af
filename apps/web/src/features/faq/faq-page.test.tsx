import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadNamespaces } from "../../lib/i18n.ts";
import { renderWithApp } from "../../test/render.tsx";
import FaqPage from "./faq-page.tsx";

describe("the FAQ", () => {
  it("leads from an answer to the pages it speaks of", async () => {
    await loadNamespaces(["faq"]);
    renderWithApp(<FaqPage />);
    const jobs = screen.getByRole("region", { name: "How do I find a job that fits me?" });
    expect(within(jobs).getByRole("link", { name: "Submit your CV" })).toHaveAttribute(
      "href",
      "/submit-jobs",
    );
    expect(within(jobs).getByRole("link", { name: "Job opportunities" })).toHaveAttribute(
      "href",
      "/resource/job-opportunities",
    );
    const data = screen.getByRole("region", { name: "How do you protect my data?" });
    expect(within(data).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });
});
