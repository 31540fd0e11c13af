import type { ReportPage } from "@btw/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import ReportsPage from "./reports-page.tsx";

const page: ReportPage = {
  data: [
    {
      kind: "jobs",
      opportunityId: 11,
      title: "Data clerk",
      path: "/resource/job-opportunities/11",
      hidden: true,
      hiddenBy: "reports",
      reporterCount: 3,
      lastReportedAt: "2026-11-21T09:00:00.000Z",
      reports: [
        {
          id: 1,
          reason: "asks-for-money",
          details: "They asked me for 500 birr <b>now</b>",
          status: "open",
          signedIn: true,
          createdAt: "2026-11-21T09:00:00.000Z",
        },
        {
          id: 2,
          reason: "scam-or-fake",
          details: null,
          status: "open",
          signedIn: false,
          createdAt: "2026-11-20T09:00:00.000Z",
        },
      ],
    },
    {
      kind: "scholarships",
      opportunityId: 4,
      title: "Masters in Data Science",
      path: "/resource/scholarships/4",
      hidden: false,
      hiddenBy: null,
      reporterCount: 1,
      lastReportedAt: "2026-11-19T09:00:00.000Z",
      reports: [
        {
          id: 3,
          reason: "broken-link",
          details: null,
          status: "open",
          signedIn: false,
          createdAt: "2026-11-19T09:00:00.000Z",
        },
      ],
    },
  ],
  count: 2,
  totalPages: 1,
  page: 1,
  limit: 20,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function fakeApi() {
  const calls: Array<{ method: string; url: URL }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    calls.push({ method: init?.method ?? "GET", url });
    if (init?.method === "PUT") return json({ message: "Listing hidden", listing: {} });
    return json(page);
  });
  return calls;
}

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Reports inbox", () => {
  it("shows each reported listing with its people, reasons and state, never as HTML", async () => {
    const calls = fakeApi();
    renderAdmin(<ReportsPage />);
    const clerk = await screen.findByRole("article", { name: "Data clerk" });
    expect(within(clerk).getByText("Hidden by reports")).toBeTruthy();
    expect(within(clerk).getByText(/Reported by 3 different people/)).toBeTruthy();
    expect(within(clerk).getByText("Asks for money to apply")).toBeTruthy();
    expect(within(clerk).getByText("They asked me for 500 birr <b>now</b>")).toBeTruthy();
    expect(within(clerk).getByRole("link", { name: "Data clerk" }).getAttribute("href")).toBe(
      "/resource/job-opportunities/11",
    );
    expect(within(clerk).getByRole("button", { name: "Show again" })).toBeTruthy();
    expect(within(clerk).queryByRole("button", { name: "Hide listing" })).toBeNull();
    const scholarship = screen.getByRole("article", { name: "Masters in Data Science" });
    expect(within(scholarship).getByText(/Reported by 1 person/)).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe("/born-to-win-api/reports");
    expect(calls[0]?.url.searchParams.get("status")).toBe("open");
  });

  it("hides a listing with one click and reads the inbox again", async () => {
    const calls = fakeApi();
    renderAdmin(<ReportsPage />);
    const scholarship = await screen.findByRole("article", { name: "Masters in Data Science" });
    await userEvent.click(within(scholarship).getByRole("button", { name: "Hide listing" }));
    expect(await within(scholarship).findByText("Listing hidden")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/born-to-win-api/reports/scholarships/4/hide");
    expect(calls.filter((call) => call.method === "GET").length).toBeGreaterThanOrEqual(2);
  });

  it("searches titles and details through the API (q), from the first page", async () => {
    const calls = fakeApi();
    renderAdmin(<ReportsPage />);
    await screen.findByRole("article", { name: "Data clerk" });
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search titles and details" }), "50%_birr");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get("q")).toBe("50%_birr"));
    expect(calls.at(-1)?.url.searchParams.get("page")).toBe("1");
    expect(calls.at(-1)?.url.searchParams.get("status")).toBe("open");
  });

  it("filters by report status", async () => {
    const calls = fakeApi();
    renderAdmin(<ReportsPage />);
    await screen.findByRole("article", { name: "Data clerk" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "dismissed");
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get("status") === "dismissed")).toBe(true),
    );
  });
});
