import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../lib/i18n.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { codeArrived } from "./new-release.ts";
import { PageNotKeptOffline, pageLoader } from "./page-data.ts";
import { RouteError } from "./route-error.tsx";

const missingCode = () =>
  new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/about-page-abc.js");

/** A page whose route fails with `error`, under the route error screen. */
function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        errorElement: <RouteError />,
        children: [{ path: "about", lazy: () => Promise.reject(error) }],
      },
    ],
    { initialEntries: ["/about"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
});
afterEach(() => vi.restoreAllMocks());

const goOffline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

describe("a page that cannot be drawn", () => {
  it("offline: says the page is not kept on this device and leads to the saved list", async () => {
    goOffline();
    renderFailingPage(missingCode());
    expect(
      await screen.findByRole("heading", { name: "This page is not saved on this device" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Open your saved opportunities" })).toHaveAttribute(
      "href",
      "/saved",
    );
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("online, with its code gone after a new release: reloads once, then shows the error", async () => {
    renderFailingPage(missingCode());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();

    // The code is missing after the reload too: the error screen, and no second reload.
    document.body.innerHTML = "";
    renderFailingPage(missingCode());
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads for a later release again once a page's code has arrived in between", async () => {
    renderFailingPage(missingCode());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    codeArrived();
    document.body.innerHTML = "";
    renderFailingPage(missingCode());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it("online, for any other error: shows the error without reloading", async () => {
    renderFailingPage(new Error("Something broke"));
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("a page's loader offline", () => {
  const request = new Request("http://localhost/resource/scholarships/7");
  const item = {
    queryKey: ["scholarships", 7],
    queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
  };

  it("gives up on a page whose answers this device has not kept", async () => {
    goOffline();
    const loader = pageLoader(createQueryClient(), () => [item]);
    await expect(loader({ request, params: {}, context: {} } as never)).rejects.toBeInstanceOf(
      PageNotKeptOffline,
    );
  });

  it("draws a page whose answers it has (a saved opportunity the service worker answers)", async () => {
    goOffline();
    const saved = { queryKey: ["scholarships", 7], queryFn: () => Promise.resolve({ id: 7 }) };
    const loader = pageLoader(createQueryClient(), () => [saved]);
    await expect(loader({ request, params: {}, context: {} } as never)).resolves.toBeNull();
  });

  it("online, leaves a failed answer to the page's own error state", async () => {
    const loader = pageLoader(createQueryClient({ retry: false }), () => [item]);
    await expect(loader({ request, params: {}, context: {} } as never)).resolves.toBeNull();
  });
});
