// Starts the app: the router, react-query and i18n, then React takes over the server's page shell.
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import "../lib/i18n.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { Providers } from "./providers.tsx";
import { createRoutes } from "./routes.tsx";

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

// Keep the server-sent page shell on screen until the first page's code has arrived, so the visitor
// never sees an empty page in between.
function firstPageReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

// Fonts are not needed for the first paint (the page shell reads fine in the local fallback face).
void import("../styles/fonts.css");

void firstPageReady().then(() => {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  // A transition lets React yield to the browser while it draws the first page (no long task).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
