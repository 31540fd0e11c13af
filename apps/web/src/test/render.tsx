import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { Toaster } from "../components/toaster.tsx";
import { i18n } from "../lib/i18n.ts";
import { createQueryClient } from "../lib/query-client.ts";

/** Shows the router's current address, so tests can read what a filter or page change did. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  /** The address the page starts at. */
  url?: string;
  /** The route pattern the element is mounted at. */
  path?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a page or component as the app does: router, react-query and i18n. Data is put into the
 * query cache beforehand (queryClient.setQueryData), never faked at the network.
 */
export function renderWithApp(
  ui: ReactNode,
  { url = "/", path = "*", queryClient = createQueryClient() }: RenderOptions = {},
) {
  queryClient.setDefaultOptions({
    queries: {
      ...queryClient.getDefaultOptions().queries,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient, location: () => result.getByTestId("location").textContent ?? "" };
}
