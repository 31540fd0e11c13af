import { itemPagePath, jobPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { aJob, anInternship } from "../../../../test/fixtures.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { InternshipDetailBody } from "../internships/internship-detail-page.tsx";
import { jobQueryOptions } from "./api/get-job.ts";
import JobDetailPage from "./job-detail-page.tsx";

function renderJob(Description: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(jobQueryOptions(4, "en").queryKey, {
    job: aJob(4, { JobTitle: "Editor", Description }),
  });
  return renderWithApp(<JobDetailPage />, {
    url: jobPagePath(4),
    path: itemPagePath(PUBLIC_PAGES.jobs.path, ":id"),
    queryClient,
  });
}

describe("an opportunity's page draws its long text", () => {
  it("as the editor wrote it: headings, lists, emphasis and links", () => {
    const { container } = renderJob(
      '<h2>What you will do</h2><ul><li>Edit <strong>news</strong></li><li>Plan stories</li></ul><p>See <a href="https://example.org/team" rel="noopener noreferrer nofollow">the team</a>.</p>',
    );
    const body = container.querySelector<HTMLElement>(".rich-text");
    if (!body) throw new Error("no rich text");
    expect(within(body).getByRole("heading", { level: 2, name: "What you will do" })).toBeInTheDocument();
    const items = within(within(body).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Edit news", "Plan stories"]);
    expect(screen.getByText("news").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "the team" })).toHaveAttribute(
      "href",
      "https://example.org/team",
    );
  });

  it("plain text from before the editor as paragraphs with its line breaks, every character as typed", () => {
    const { container } = renderJob(
      "Line one\nline two\n\nSecond paragraph: <b>not bold</b> & <img src=x onerror=alert(1)>",
    );
    const paragraphs = [...container.querySelectorAll(".rich-text p")];
    expect(paragraphs.map((p) => p.innerHTML)).toEqual([
      "Line one<br>line two",
      "Second paragraph: &lt;b&gt;not bold&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    ]);
    expect(container.querySelector(".rich-text img, .rich-text b")).toBeNull();
  });

  it("in every long text of a kind (an internship's responsibilities and benefits)", () => {
    renderWithApp(
      <InternshipDetailBody
        item={anInternship(2, {
          Responsibilities: "<h3>Daily</h3><ol><li>Review code</li></ol>",
          Benefits: "Lunch\nTransport",
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Daily" })).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("Review code");
    expect(screen.getByText(/Lunch/).innerHTML).toBe("Lunch<br>Transport");
  });
});
