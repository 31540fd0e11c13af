import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http.ts";
import { isOffline } from "./network.ts";

/**
 * The app's query client. `retry: false` for the server's renderer: a page it draws never waits
 * for a second try (the browser asks again for whatever the server's copy lacks).
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Asked even with no network: the service worker answers saved opportunities from storage.
        networkMode: "offlineFirst",
        // A 4xx will not get better by asking again; a dropped connection might, once it is back.
        retry: (failures, error) =>
          retry &&
          failures < 2 &&
          !isOffline() &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
