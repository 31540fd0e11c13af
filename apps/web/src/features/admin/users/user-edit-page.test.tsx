import type { User } from "@btw/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { shownToasts } from "../../../test/toasts.ts";
import { AdminUserProvider } from "../session/admin-user.tsx";
import { loadAdminCatalog, testAdmin } from "../testing/render-admin.tsx";
import UserEditPage from "./user-edit-page.tsx";

const meron: User = {
  ...testAdmin,
  id: 5,
  fullName: "Meron Tadesse",
  email: "meron@example.test",
  role: "editor",
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("editing a user", () => {
  it("names the person by their new name in the notice after a rename", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "PUT") {
        const patch = JSON.parse(String(init.body)) as Partial<User>;
        return json({ message: "ok", user: { ...meron, ...patch } });
      }
      return json({ user: meron });
    });
    const router = createMemoryRouter(
      [
        { path: "/admin/users/:id/edit", element: <UserEditPage /> },
        { path: "/admin/users", element: <p>User list</p> },
      ],
      { initialEntries: ["/admin/users/5/edit"] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <AdminUserProvider user={testAdmin}>
            <RouterProvider router={router} />
          </AdminUserProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const name = await screen.findByRole("textbox", { name: /^Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Meron Alemu");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(shownToasts()).toContain("Meron Alemu saved."));
  });
});
