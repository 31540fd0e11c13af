import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shownToasts } from "../../../test/toasts.ts";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { BulkApproveButton } from "./bulk-approve-button.tsx";
import { BulkDeleteButton } from "./bulk-delete-button.tsx";

/** The API answers every bulk call with how many rows it changed, and records what it was asked. */
function fakeApi(done: number) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    calls.push({
      path: new URL(String(input), "http://localhost").pathname,
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify({ message: "ok", done, skipped: 0 }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("bulk buttons on the admin lists", () => {
  it("deletes the ticked rows only after the confirmation, then says how many went", async () => {
    const calls = fakeApi(2);
    const onDone = vi.fn();
    renderAdmin(<BulkDeleteButton list="blogs" ids={[4, 9]} onDone={onDone} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete 2 selected" }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText("Delete 2 selected items?")).toBeTruthy();
    expect(
      screen.getByText(/^They go to the Trash, where they can be restored for \d+ days\.$/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ path: expect.stringMatching(/\/blogs$/), body: { ids: [4, 9] } }]);
    expect(shownToasts()).toContain("2 items moved to the Trash.");
  });

  it("speaks of one ticked item in the singular", async () => {
    fakeApi(1);
    renderAdmin(<BulkDeleteButton list="blogs" ids={[4]} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete 1 selected" }));
    expect(screen.getByText("Delete 1 selected item?")).toBeTruthy();
    expect(screen.getByText(/^It goes to the Trash, where it can be restored for \d+ days\.$/)).toBeTruthy();
  });

  it("approves the ticked items and is disabled while none are ticked", async () => {
    const calls = fakeApi(1);
    const onDone = vi.fn();
    const view = renderAdmin(<BulkApproveButton kind="jobs" ids={[]} onDone={onDone} />);
    expect((screen.getByRole("button", { name: "Approve 0 waiting" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    view.unmount();
    renderAdmin(<BulkApproveButton kind="jobs" ids={[7]} onDone={onDone} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve 1 waiting" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ path: expect.stringMatching(/\/jobs$/), body: { ids: [7] } }]);
    expect(shownToasts()).toContain("1 item approved.");
  });
});
