// What the site's layout draws around every page, read by the root route before any page: the
// organisation's details (lib/site-settings.ts) and the year of the footer. The year is the
// server's when it draws the page, carried to the browser in the router's data, so both draw the
// same footer; the browser's own clock gives it only for pages the server did not draw.
import type { QueryClient } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import { siteSettingsQueryOptions } from "../../lib/site-settings.ts";

export const SITE_ROUTE_ID = "site";

interface LayoutData {
  year: number;
}

export function layoutLoader(queryClient: QueryClient) {
  return async (): Promise<LayoutData> => {
    // prefetchQuery never throws: with no answer (offline) the details are simply not shown.
    await queryClient.prefetchQuery(siteSettingsQueryOptions());
    return { year: new Date().getFullYear() };
  };
}

/** The footer's year: the root route's, or this browser's clock outside the site's routes. */
export function useLayoutYear(): number {
  const data = useRouteLoaderData(SITE_ROUTE_ID) as LayoutData | undefined;
  return data?.year ?? new Date().getFullYear();
}
