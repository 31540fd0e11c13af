// A staff notice's link (`?open=<id>`) opens that item's details on its inbox page, even when the
// item is not on the list's first page; closing takes the parameter off; a gone item says so.
import { API_PREFIX, type ContactMessage, type Donation, type Feedback, type Resume } from "@btw/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { aResume, pageOf } from "../../../test/fixtures.ts";
import { shownToasts } from "../../../test/toasts.ts";
import { loadAdminCatalog, renderAdmin, WithSearch } from "../testing/render-admin.tsx";
import ContactMessagesPage from "./contact-messages-page.tsx";
import DonationsPage from "./donations-page.tsx";
import FeedbackPage from "./feedback-page.tsx";
import ResumesPage from "./resumes-page.tsx";

const feedback = (id: number, message: string): Feedback => ({
  id,
  phone: `0911${String(id).padStart(6, "0")}`,
  message,
  readAt: null,
  createdAt: "2026-11-19T10:00:00.000Z",
});
const firstPage = [feedback(1, "On the first page")];
/** Further down the list than its first page. */
const older = feedback(42, "Sent long ago");

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers by path (after the API prefix); a function reads the query. Anything else is a 404. */
function fakeApi(routes: Record<string, unknown | ((query: URLSearchParams) => unknown)>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method && init.method !== "GET") return json({ message: "ok" });
    const route = routes[url.pathname.slice(API_PREFIX.length)];
    const found = typeof route === "function" ? route(url.searchParams) : route;
    return found === undefined ? json({ message: "Not found" }, 404) : json(found);
  });
}

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("an inbox page opened with ?open=<id>", () => {
  it("shows that feedback's details though it is not on the first page, marks it read, and closing drops the parameter", async () => {
    const fetch = fakeApi({
      "/feedbacks": pageOf("feedbacks", firstPage, 1, 20, 60),
      "/feedbacks/42": { feedback: older },
    });
    renderAdmin(
      <WithSearch>
        <FeedbackPage />
      </WithSearch>,
      { path: "/admin/inbox/feedback?open=42" },
    );
    const dialog = await screen.findByRole("dialog", { name: "Feedback from 0911000042" });
    expect(within(dialog).getByText("Sent long ago")).toBeInTheDocument();
    expect(await screen.findByText("On the first page")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input, init]) => String(input).endsWith("/feedbacks/42/read") && init?.method === "PUT",
        ),
      ).toBe(true),
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("status", { name: "address" })).toHaveTextContent(/^$/);
  });

  it("says a message that no longer exists is gone, and drops the parameter", async () => {
    fakeApi({ "/contact-messages": pageOf("contactMessages", [] as ContactMessage[], 1, 20) });
    renderAdmin(
      <WithSearch>
        <ContactMessagesPage />
      </WithSearch>,
      { path: "/admin/inbox/messages?open=99" },
    );
    await waitFor(() => expect(shownToasts()).toContain("This item no longer exists."));
    await waitFor(() => expect(screen.getByRole("status", { name: "address" })).toHaveTextContent(/^$/));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a resume with the reply and CV buttons of its row's dialog", async () => {
    const resume = aResume(8);
    fakeApi({ "/resumes": pageOf("resumes", [] as Resume[], 1, 20), "/resumes/8": { resume } });
    renderAdmin(<ResumesPage />, { path: "/admin/inbox/resumes?open=8" });
    const dialog = await screen.findByRole("dialog", { name: "Abebe Kebede" });
    expect(within(dialog).getByText("I keep books.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Reply to Abebe Kebede by email" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download CV of Abebe Kebede" })).toBeEnabled();
  });

  it("opens a donation by the reference the notice names", async () => {
    const donation: Donation = {
      id: 5,
      txRef: "btw-abc123",
      amount: 500,
      currency: "ETB",
      fname: "Hana",
      lname: "Bekele",
      email: "hana@example.test",
      phone_number: "0911000000",
      address: "Adama",
      donationType: "oneTime",
      status: "paid",
      chapaReference: "CH-1",
      failureReason: null,
      test: false,
      abandoned: false,
      paidAt: "2026-11-19T10:00:00.000Z",
      createdAt: "2026-11-19T10:00:00.000Z",
    };
    fakeApi({
      // The list's search finds the reference (and another that only contains it).
      "/donate": (query: URLSearchParams) => {
        const rows =
          query.get("q") === "btw-abc123" ? [{ ...donation, id: 6, txRef: "btw-abc1234" }, donation] : [];
        return { data: rows, count: rows.length, totalPages: 1, page: 1, limit: 20 };
      },
      "/donate/totals": { totals: [] },
    });
    renderAdmin(<DonationsPage />, { path: "/admin/donations?open=btw-abc123" });
    const dialog = await screen.findByRole("dialog", { name: "Donation btw-abc123" });
    expect(within(dialog).getByText("CH-1")).toBeInTheDocument();
  });
});
