import { TOKEN_STORAGE_KEY } from "@btw/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  mergeSavedIntoAccount,
  SAVED_MERGED_KEY,
  saveInAccount,
  syncSavedWithAccount,
} from "./account-sync.ts";
import { addSaved, readSaved } from "./saved-store.ts";

function signIn(role: "member" | "admin", id = 5, token = "token-of-the-member-0123456789") {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token, users: { id, role, fullName: "Hana" } }));
}

const accountItem = (kind: string, id: number, title: string) => ({
  kind,
  id,
  title,
  deadline: null,
  savedAt: "2026-11-20T10:00:00.000Z",
  item: { id },
});

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("saved opportunities and the account", () => {
  it("merges what the browser saved into a member's account on sign-in, then keeps the account's list", async () => {
    addSaved({ kind: "jobs", id: 3, title: "Accountant", deadline: null });
    signIn("member");
    const fetch = vi.fn(async (..._args: unknown[]) =>
      answer({
        saved: [accountItem("jobs", 3, "Accountant"), accountItem("training", 8, "Data camp")],
        added: 1,
        skipped: 0,
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await mergeSavedIntoAccount();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/account\/saved\/merge$/);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer token-of-the-member-0123456789");
    expect(JSON.parse(String(init.body))).toEqual({
      items: [{ kind: "jobs", id: 3, savedAt: expect.any(String) }],
    });
    expect(readSaved().map((item) => `${item.kind}/${item.id}`)).toEqual(["jobs/3", "training/8"]);
    expect(localStorage.getItem(SAVED_MERGED_KEY)).toMatch(/^5:/);
  });

  it("sends nothing for visitors without an account or for staff", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    addSaved({ kind: "jobs", id: 3, title: "Accountant", deadline: null });
    await mergeSavedIntoAccount();
    await saveInAccount("jobs", 3, true);
    signIn("admin");
    await mergeSavedIntoAccount();
    expect(fetch).not.toHaveBeenCalled();
    expect(readSaved()).toHaveLength(1);
  });

  it("sends a member's save and removal; a failed call leaves the browser's list as it was", async () => {
    signIn("member");
    const fetch = vi
      .fn(async (..._args: unknown[]) => answer({ message: "Saved", saved: [] }))
      .mockResolvedValueOnce(answer({ message: "Saved", saved: [accountItem("scholarships", 2, "DAAD")] }))
      .mockResolvedValueOnce(answer({ message: "Not found" }, 404));
    vi.stubGlobal("fetch", fetch);
    await saveInAccount("scholarships", 2, true);
    expect(readSaved().map((item) => item.id)).toEqual([2]);
    await saveInAccount("scholarships", 2, false);
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toMatch(/\/account\/saved\/scholarships\/2$/);
    expect(init.method).toBe("DELETE");
    expect(readSaved().map((item) => item.id)).toEqual([2]);
  });

  it("syncs once per sign-in: a merge first, the account's list after, and a merge again for someone else", async () => {
    const fetch = vi.fn(async (..._args: unknown[]) =>
      answer({ saved: [accountItem("jobs", 3, "Accountant")], added: 0, skipped: 0 }),
    );
    vi.stubGlobal("fetch", fetch);
    signIn("member", 41, "token-of-member-41-abcdefghijklmnop");
    await syncSavedWithAccount();
    await syncSavedWithAccount();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as [string])[0]).toMatch(/\/account\/saved\/merge$/);
    signIn("member", 42, "token-of-member-42-abcdefghijklmnop");
    await syncSavedWithAccount();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1] as [string])[0]).toMatch(/\/account\/saved\/merge$/);
    expect(readSaved().map((item) => item.id)).toEqual([3]);
  });
});
