import { apiPaths, type Donation, donationPaths, type PaginationMeta } from "@btw/contracts";
import { apiGet, type Query } from "../../../../lib/http.ts";

/** Donations with the list's filters (status, type, from, to, q), newest first. */
export function getDonationPage(query: Query, signal?: AbortSignal) {
  return apiGet<{ data: Donation[] } & PaginationMeta>(apiPaths.donate, query, signal);
}

/** The CSV export takes the same filters, without paging. */
export const DONATION_EXPORT_PATH = donationPaths.exportCsv;
