import { type donationMonthlyTotalsSchema, donationPaths } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type Query } from "../../../../lib/http.ts";
import type { Infer } from "../../../../lib/types.ts";

/** Paid gifts by month, in birr, within `from`/`to`. */
function getDonationTotals(query: Query, signal?: AbortSignal) {
  return apiGet<Infer<typeof donationMonthlyTotalsSchema>>(donationPaths.totals, query, signal).then(
    (body) => body.totals,
  );
}

const donationTotalsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ["admin", "donations", "totals", query],
    queryFn: ({ signal }) => getDonationTotals(query, signal),
    staleTime: 0,
  });

export function useDonationTotals(query: Query) {
  return useQuery(donationTotalsQueryOptions(query));
}
