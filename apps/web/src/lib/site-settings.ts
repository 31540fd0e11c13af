// The organisation's details as the operator set them (contracts' SiteSettings, the API's ORG_*
// settings). The site's root route reads them before any page is drawn, so the server's page has
// them and the browser starts from the same answer; they change only when the server restarts.
import { apiPaths, type OrganisationContact, type SiteSettings } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "./http.ts";

function getSiteSettings(signal?: AbortSignal) {
  return apiGet<SiteSettings>(apiPaths.siteSettings, undefined, signal);
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["site-settings"],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

const NOTHING_SET: OrganisationContact = {};

/** The organisation's contact details that are set (none while offline with nothing read yet). */
export function useOrganisation(): OrganisationContact {
  return useQuery(siteSettingsQueryOptions()).data?.organisation ?? NOTHING_SET;
}
