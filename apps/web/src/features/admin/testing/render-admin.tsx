// Renders admin components as the app does: the message catalog, a query client and a data router
// (forms need one for their unsaved-changes guard), optionally inside a signed-in admin shell.

import type { User } from "@btw/contracts";
import { PRIVATE_PAGES } from "@btw/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { i18n, loadNamespaces } from "../../../lib/i18n.ts";
import { AdminUserProvider } from "../session/admin-user.tsx";

export const testAdmin: User = {
  id: 1,
  fullName: "Tigist Alemu",
  email: "tigist@example.test",
  phone: null,
  role: "admin",
  active: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  organisation: null,
  emailVerifiedAt: "2026-01-01T00:00:00.000Z",
  verifiedOrganisation: false,
  autoApprove: false,
};

export function loadAdminCatalog(): Promise<void> {
  return loadNamespaces(["admin"]);
}

interface RenderOptions {
  path?: string;
  /** Other screens the test may navigate to. */
  otherRoutes?: Array<{ path: string; element: ReactNode }>;
  user?: User | null;
}

export function renderAdmin(
  ui: ReactNode,
  { path = `${PRIVATE_PAGES.admin}/test`, otherRoutes = [], user = testAdmin }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const element = user ? <AdminUserProvider user={user}>{ui}</AdminUserProvider> : ui;
  const router = createMemoryRouter(
    [
      { path: path.split("?")[0], element },
      ...otherRoutes.map((route) => ({ path: route.path, element: route.element })),
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}

/** A page with the address's query shown beside it (for tests of `?open=` and other parameters). */
export function WithSearch({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <>
      {children}
      <output aria-label="address">{location.search}</output>
    </>
  );
}
