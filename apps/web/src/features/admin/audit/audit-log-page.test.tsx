import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from "@btw/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import admin from "../../../locales/en/admin.json";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import AuditLogPage from "./audit-log-page.tsx";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorId: null,
  actorName: null,
  action: "create",
  entity: "blog",
  entityId: "1",
  summary: "",
  createdAt: "2026-11-21T09:00:00.000Z",
  ...fields,
});

const entries = [
  entry({ id: 1, action: "seed", entity: "demo-content", entityId: "v1", summary: "Example listings" }),
  entry({ id: 2, action: "purge", entity: "email-message", entityId: "7", actorName: "Abebe Kebede" }),
  entry({ id: 3, action: "restore", entity: "team-member", entityId: "12", actorId: 4, actorName: "Hana" }),
];

function fakeApi() {
  const urls: URL[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    urls.push(new URL(String(input), "http://localhost"));
    const body = { entries, count: entries.length, totalPages: 1, page: 1, limit: 50 };
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  });
  return urls;
}

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Audit log", () => {
  it("has words for every action and kind of record the API writes, and no others", () => {
    expect(Object.keys(admin.audit.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(admin.audit.entities).sort()).toEqual([...AUDIT_ENTITIES].sort());
  });

  it("names actions and records in words, without a number for the demo content", async () => {
    fakeApi();
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    renderAdmin(<AuditLogPage />);
    const seeded = (await screen.findByText("Example listings")).closest("tr")!;
    expect(within(seeded).getByText("Added")).toBeTruthy();
    expect(within(seeded).getByText("Demo content")).toBeTruthy();
    expect(within(seeded).getByText("The system")).toBeTruthy();
    expect(seeded.textContent).not.toMatch(/v1|seed|demo-content/);
    const purged = screen.getByText("Abebe Kebede").closest("tr")!;
    expect(within(purged).getByText("Removed for good")).toBeTruthy();
    expect(within(purged).getByText("Email #7")).toBeTruthy();
    const restored = screen.getByText("Hana").closest("tr")!;
    expect(within(restored).getByText("Restored")).toBeTruthy();
    expect(within(restored).getByText("Team member #12")).toBeTruthy();
    const said = [...errors.mock.calls, ...warnings.mock.calls].flat().join(" ");
    expect(said).not.toMatch(/missing/i);
  });

  it("searches the log through the API (q)", async () => {
    const urls = fakeApi();
    renderAdmin(<AuditLogPage />);
    await screen.findByText("Example listings");
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search summaries, numbers and names" }), "Hana");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(urls.at(-1)?.searchParams.get("q")).toBe("Hana"));
    expect(urls.at(-1)?.pathname).toBe("/born-to-win-api/audit-log");
  });
});
