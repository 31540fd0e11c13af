// The approval queue opened from a staff notice's link (`?open=<kind>:<id>`) previews that item: one
// in the queue, or one further down fetched on its own; a gone or reviewed item says so instead.
import { API_PREFIX, type Job } from "@btw/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import ApprovalsPage from "../../features/admin/opportunities/approvals-page.tsx";
import { loadAdminCatalog, renderAdmin, WithSearch } from "../../features/admin/testing/render-admin.tsx";
import { aJob, pageOf } from "../../test/fixtures.ts";
import { shownToasts } from "../../test/toasts.ts";
import { WithPublicDetailPages } from "./admin-console.tsx";

const waiting = [
  aJob(11, { JobTitle: "Data clerk", status: "pending" }),
  aJob(12, { JobTitle: "Field officer", status: "pending" }),
];
/** Not among the queue's first rows, and one already reviewed. */
const others: Job[] = [
  aJob(70, { JobTitle: "Night guard", status: "pending" }),
  aJob(71, { JobTitle: "Cashier", status: "approved" }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function fakeApi() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.slice(API_PREFIX.length);
    if (path === "/paginate-jobs") return json(pageOf("jobs", waiting, 1, 50));
    if (path.startsWith("/paginate-")) {
      const key = path.replace(/^.*paginate-/, "");
      return json(pageOf({ scholarship: "scholarships", internship: "internships" }[key] ?? key, [], 1, 50));
    }
    if (path.endsWith("/approval-queue/context")) return json({ contexts: [] });
    const one = /^\/jobs\/(\d+)$/.exec(path);
    const job = one ? [...waiting, ...others].find((item) => item.id === Number(one[1])) : undefined;
    return job ? json({ job }) : json({ message: "Job not found" }, 404);
  });
}

const open = (item: string) =>
  renderAdmin(
    <WithSearch>
      <WithPublicDetailPages>
        <ApprovalsPage />
      </WithPublicDetailPages>
    </WithSearch>,
    { path: `/admin/approvals?open=${item}` },
  );

describe("the approval queue opened with ?open=<kind>:<id>", () => {
  beforeAll(loadAdminCatalog);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("previews the named waiting item, and closing the preview drops the parameter", async () => {
    fakeApi();
    open("jobs:12");
    const dialog = await screen.findByRole("dialog", { name: "Review: Field officer" });
    expect(screen.getByRole("status", { name: "address" })).toHaveTextContent("?open=jobs:12");
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole("status", { name: "address" })).toHaveTextContent(/^$/));
    expect(screen.queryByRole("dialog", { name: /^Review/ })).toBeNull();
  });

  it("previews a waiting item that is not among the queue's rows", async () => {
    fakeApi();
    open("jobs:70");
    expect(await screen.findByRole("dialog", { name: "Review: Night guard" })).toBeInTheDocument();
  });

  it("says when the item no longer exists, or was reviewed meanwhile", async () => {
    fakeApi();
    open("jobs:404");
    await waitFor(() => expect(shownToasts()).toContain("This item no longer exists."));
    await waitFor(() => expect(screen.getByRole("status", { name: "address" })).toHaveTextContent(/^$/));
    cleanup();
    open("jobs:71");
    await waitFor(() => expect(shownToasts()).toContain("This item is no longer waiting for review."));
    expect(screen.queryByRole("dialog", { name: /^Review/ })).toBeNull();
  });
});
