import type { ReviewContext } from "@btw/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import ApprovalsPage from "../../features/admin/opportunities/approvals-page.tsx";
import { loadAdminCatalog, renderAdmin } from "../../features/admin/testing/render-admin.tsx";
import { aJob, pageOf } from "../../test/fixtures.ts";
import { shownToasts } from "../../test/toasts.ts";
import { WithPublicDetailPages } from "./admin-console.tsx";

const jobs = [
  aJob(11, {
    JobTitle: "Data clerk",
    status: "pending",
    company: null,
    feePhrases: ["application fee"],
    language: "om",
  }),
  aJob(12, { JobTitle: "Field officer", status: "pending", company: "Ethio Telecom" }),
];

const context = (id: number, overrides: Partial<ReviewContext> = {}): ReviewContext => ({
  id,
  submitter: {
    id: 5,
    fullName: "Hana Bekele",
    email: "hana@example.test",
    role: "member",
    organisation: "Addis Youth Hub",
    verifiedOrganisation: false,
    submissions: { approved: 3, rejected: 1, pending: 2 },
  },
  organisation: "Addis Youth Hub",
  rejectedBefore: 0,
  lastRejection: null,
  editsSinceRejection: 0,
  history: [],
  ...overrides,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** The API as the queue sees it: jobs wait, other kinds are empty; decisions are recorded. */
function fakeApi() {
  const decisions: Array<{ url: string; body: unknown }> = [];
  let waiting = jobs;
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method === "PUT") {
      decisions.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      return json({ message: "ok" });
    }
    if (init?.method === "POST" && url.pathname.includes("/admin/bulk-approve/")) {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      decisions.push({ url: url.pathname, body: { ids } });
      waiting = waiting.filter((job) => !ids.includes(job.id));
      return json({ message: "Approved successfully!", done: ids.length, skipped: 0 });
    }
    if (init?.method === "POST" && url.pathname.includes("/admin/bulk-reject/")) {
      const body = JSON.parse(String(init.body)) as { ids: number[]; reason: string };
      decisions.push({ url: url.pathname, body });
      waiting = waiting.filter((job) => !body.ids.includes(job.id));
      return json({ message: "Rejected", done: body.ids.length, skipped: 0 });
    }
    if (url.pathname.endsWith("/paginate-jobs")) return json(pageOf("jobs", waiting, 1, 50));
    if (url.pathname.includes("/paginate-")) {
      const key = url.pathname.replace(/^.*paginate-/, "");
      const kind = { scholarship: "scholarships", internship: "internships" }[key] ?? key;
      return json(pageOf(kind, [], 1, 50));
    }
    if (url.pathname.endsWith("/approval-queue/context")) {
      const ids = (url.searchParams.get("ids") ?? "").split(",").map(Number);
      const all = [
        context(11, {
          rejectedBefore: 1,
          editsSinceRejection: 2,
          lastRejection: { reason: "Add the salary range", at: "2026-11-20T10:00:00.000Z" },
        }),
        context(12, { organisation: "Ethio Telecom" }),
      ];
      return json({ contexts: all.filter((item) => ids.includes(item.id)) });
    }
    const one = /\/jobs\/(\d+)$/.exec(url.pathname);
    if (one) return json({ job: jobs.find((job) => job.id === Number(one[1])) });
    return new Response(JSON.stringify({ message: "not found" }), { status: 404 });
  });
  return { fetch, decisions };
}

describe("the approval queue", () => {
  beforeAll(loadAdminCatalog);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says who sent each item, for which organisation, and that one was rejected before and edited since", async () => {
    fakeApi();
    renderAdmin(
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>,
      { path: "/admin/approvals/*" },
    );
    const table = await screen.findByRole("table", { name: "Jobs waiting for approval" });
    const first = (await within(table).findByText("Data clerk")).closest("tr") as HTMLElement;
    expect(await within(first).findByText("Hana Bekele")).toBeInTheDocument();
    expect(within(first).getByText("Addis Youth Hub")).toBeInTheDocument();
    expect(within(first).getByText("Rejected before")).toBeInTheDocument();
    expect(within(first).getByText("2 edits since")).toBeInTheDocument();
    const second = within(table).getByText("Field officer").closest("tr") as HTMLElement;
    expect(await within(second).findByText("First review")).toBeInTheDocument();
  });

  it("warns about an item whose text asks applicants for money, in the row and in the preview", async () => {
    fakeApi();
    const user = userEvent.setup();
    renderAdmin(
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>,
      { path: "/admin/approvals/*" },
    );
    const table = await screen.findByRole("table", { name: "Jobs waiting for approval" });
    const first = (await within(table).findByText("Data clerk")).closest("tr") as HTMLElement;
    expect(within(first).getByText("Asks for money")).toBeInTheDocument();
    expect(within(first).getByText(/Its text says "application fee"/)).toBeInTheDocument();
    const second = within(table).getByText("Field officer").closest("tr") as HTMLElement;
    expect(within(second).queryByText("Asks for money")).toBeNull();

    await user.click(
      within(first).getByRole("button", { name: "Preview Data clerk as the public will see it" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Review: Data clerk" });
    expect(within(dialog).getByRole("note")).toHaveTextContent('Its text says "application fee"');
  });

  it("previews an item as the public page (without its way back to the list) with its history, approves it with a, and moves on to the next", async () => {
    const { decisions } = fakeApi();
    const user = userEvent.setup();
    renderAdmin(
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>,
      { path: "/admin/approvals/*" },
    );
    const preview = await screen.findByRole("button", {
      name: "Preview Data clerk as the public will see it",
    });
    const consoleTitle = document.title;
    await user.click(preview);

    const dialog = await screen.findByRole("dialog", { name: "Review: Data clerk" });
    expect(
      within(dialog).getByText("Item 1 of 2 waiting · Job · Written in Afaan Oromo"),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(/Last rejected .*“Add the salary range”/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "hana@example.test" })).toHaveAttribute(
      "href",
      "mailto:hana@example.test",
    );
    const page = within(dialog).getByRole("region", {
      name: "The public page, as it will look once approved",
    });
    expect(
      await within(page).findByRole("heading", { level: 1, name: "Data clerk" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The public page's way back to its list would leave the console: the preview leaves it out.
    expect(within(page).queryByRole("link", { name: "All jobs" })).toBeNull();

    await user.keyboard("a");
    await waitFor(() =>
      expect(decisions).toEqual([{ url: "/born-to-win-api/jobs-approve/11", body: { status: "approved" } }]),
    );
    expect(await screen.findByRole("dialog", { name: "Review: Field officer" })).toBeInTheDocument();
    // The public page shown inside the console leaves the document's title to the console.
    expect(document.title).toBe(consoleTitle);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.title).toBe(consoleTitle);
  });

  it("rejects from the preview with r, asking for the reason first", async () => {
    const { decisions } = fakeApi();
    const user = userEvent.setup();
    renderAdmin(
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>,
      { path: "/admin/approvals/*" },
    );
    await screen.findByText("Field officer");
    await user.keyboard("j");
    const dialog = await screen.findByRole("dialog", { name: "Review: Data clerk" });
    await user.keyboard("j");
    expect(await screen.findByRole("dialog", { name: "Review: Field officer" })).toBeInTheDocument();
    await user.keyboard("k");
    expect(await screen.findByRole("dialog", { name: "Review: Data clerk" })).toBeInTheDocument();

    await user.keyboard("r");
    const reason = await within(dialog).findByLabelText(/^Reason/);
    await waitFor(() => expect(reason).toHaveFocus());
    // One Reject button at a time: the form's, not the footer's as well.
    expect(within(dialog).getAllByRole("button", { name: /^Reject/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Reject and tell the submitter" }));
    expect(await within(dialog).findByText("Tell the submitter why, so they can fix it")).toBeInTheDocument();
    // Its letters (a, r, j, k) are text, not shortcuts: only the rejection is sent.
    await user.type(reason, "Add a deadline");
    await user.click(within(dialog).getByRole("button", { name: "Reject and tell the submitter" }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { url: "/born-to-win-api/jobs-approve/11", body: { status: "rejected", reason: "Add a deadline" } },
      ]),
    );
  });

  it("approves the ticked items together after a confirmation, says how many, and refreshes the queue", async () => {
    const { decisions } = fakeApi();
    const user = userEvent.setup();
    renderAdmin(
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>,
      { path: "/admin/approvals/*" },
    );
    const table = await screen.findByRole("table", { name: "Jobs waiting for approval" });
    await within(table).findByText("Field officer");
    const jobsBar = screen.getByRole("region", { name: "Jobs: selected rows" });
    expect(within(jobsBar).getByText("0 selected")).toBeInTheDocument();
    expect(within(jobsBar).queryByRole("button", { name: /^Approve \d+ selected$/ })).toBeNull();

    await user.click(within(table).getByRole("checkbox", { name: "Select Data clerk" }));
    await user.click(within(table).getByRole("checkbox", { name: "Select Field officer" }));
    expect(within(jobsBar).getByText("2 selected")).toBeInTheDocument();
    await user.click(within(jobsBar).getByRole("button", { name: "Approve 2 selected" }));
    // Nothing is sent before the confirmation.
    expect(decisions).toEqual([]);
    const confirm = await screen.findByRole("alertdialog", { name: "Approve 2 items?" });
    await user.click(within(confirm).getByRole("button", { name: "Approve" }));

    await waitFor(() =>
      expect(decisions).toEqual([
        { url: "/born-to-win-api/admin/bulk-approve/jobs", body: { ids: [11, 12] } },
      ]),
    );
    await waitFor(() => expect(shownToasts()).toContain("2 items approved."));
    expect(await within(table).findByText("Nothing is waiting.")).toBeInTheDocument();
    expect(within(table).queryByText("Data clerk")).toBeNull();
  });

  it("rejects the ticked items with one reason, asked for in the dialog, says how many, and refreshes the queue", async () => {
    const { decisions } = fakeApi();
    const user = userEvent.setup();
    renderAdmin(
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>,
      { path: "/admin/approvals/*" },
    );
    const table = await screen.findByRole("table", { name: "Jobs waiting for approval" });
    await within(table).findByText("Field officer");
    const jobsBar = screen.getByRole("region", { name: "Jobs: selected rows" });
    expect(within(jobsBar).queryByRole("button", { name: /^Reject \d+ selected$/ })).toBeNull();

    await user.click(within(table).getByRole("checkbox", { name: "Select Data clerk" }));
    await user.click(within(table).getByRole("checkbox", { name: "Select Field officer" }));
    await user.click(within(jobsBar).getByRole("button", { name: "Reject 2 selected" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reject 2 items?" });
    expect(within(dialog).getByText(/Each submitter gets an email with your reason/)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason).toHaveAttribute("maxlength", "500");

    // No reason, no request.
    await user.click(within(dialog).getByRole("button", { name: "Reject 2 items" }));
    expect(await within(dialog).findByText("Tell the submitter why, so they can fix it")).toBeInTheDocument();
    await user.type(reason, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Reject 2 items" }));
    expect(within(dialog).getByText("Tell the submitter why, so they can fix it")).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.clear(reason);
    await user.type(reason, " Add the salary range ");
    await user.click(within(dialog).getByRole("button", { name: "Reject 2 items" }));
    await waitFor(() =>
      expect(decisions).toEqual([
        {
          url: "/born-to-win-api/admin/bulk-reject/jobs",
          body: { ids: [11, 12], reason: "Add the salary range" },
        },
      ]),
    );
    await waitFor(() => expect(shownToasts()).toContain("2 items rejected."));
    expect(await within(table).findByText("Nothing is waiting.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog", { name: "Reject 2 items?" })).toBeNull();
  });
});
