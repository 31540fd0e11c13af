import type { User } from "@btw/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminCatalog, renderAdmin, testAdmin } from "../testing/render-admin.tsx";
import UsersPage from "./users-page.tsx";

const person = (id: number, fullName: string, role: User["role"]): User => ({
  ...testAdmin,
  id,
  fullName,
  email: `${id}@example.test`,
  role,
});
const users = [person(2, "Meron Editor", "editor"), person(3, "Dawit Member", "member")];

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Users: deleting an account", () => {
  it("says the audit log keeps a staff member's name and forgets a member's", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(JSON.stringify({ users, count: 2, totalPages: 1, page: 1, limit: 20 }), {
          headers: { "Content-Type": "application/json" },
        }),
    );
    renderAdmin(<UsersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Meron Editor" }));
    const staff = screen.getByRole("alertdialog");
    expect(within(staff).getByText(/the audit log keeps their name/)).toBeTruthy();
    await user.click(within(staff).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete Dawit Member" }));
    const member = screen.getByRole("alertdialog");
    expect(within(member).getByText(/the audit log no longer names them/)).toBeTruthy();
    expect(member.textContent).not.toMatch(/keeps their name/);
  });
});
