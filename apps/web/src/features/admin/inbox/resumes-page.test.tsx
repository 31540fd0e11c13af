import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { aResume, pageOf } from "../../../test/fixtures.ts";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import ResumesPage from "./resumes-page.tsx";

const resume = aResume(7, { readAt: "2026-11-20T10:00:00.000Z" });

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the resumes inbox", () => {
  it("opens a resume with Open, and the dialog replies to the sender and downloads the CV", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(JSON.stringify(pageOf("resumes", [resume], 1, 20)), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    );
    renderAdmin(<ResumesPage />, { path: "/admin/inbox/resumes" });
    const open = await screen.findByRole("button", { name: "Open the message from Abebe Kebede" });
    expect(open).toHaveTextContent("Open");
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Abebe Kebede" });
    const reply = within(dialog).getByRole("link", { name: "Reply to Abebe Kebede by email" });
    expect(reply.getAttribute("href")).toMatch(
      /^mailto:abebe@example\.test\?subject=Re%3A%20your%20resume%20%28Accounting%29&/,
    );
    expect(within(dialog).getByRole("button", { name: "Download CV of Abebe Kebede" })).toBeEnabled();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
  });
});
