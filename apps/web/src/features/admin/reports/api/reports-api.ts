// The Reports inbox's calls: one page of reported listings, and the three actions on a listing.
import { apiPaths, type OpportunityKind, type ReportPage, type ReportStatus } from "@btw/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../../../lib/http.ts";

export type ReportFilter = ReportStatus | "all";
export type ReportAction = "hide" | "unhide" | "dismiss";

const REPORTS_KEY = ["admin", "reports"] as const;

/** One page of the inbox: reports of one status, and `q` searching listing titles and report details. */
const reportsQuery = (status: ReportFilter, page: number, q = "", limit = 20) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, status, page, q, limit],
    queryFn: ({ signal }) =>
      apiGet<ReportPage>(apiPaths.reports, { status, page, limit, q: q || undefined }, signal),
    placeholderData: keepPreviousData,
  });

export const useReports = (status: ReportFilter, page: number, q: string) =>
  useQuery(reportsQuery(status, page, q));

interface ReportActionInput {
  kind: OpportunityKind;
  id: number;
  action: ReportAction;
}

/** Hide, show again or dismiss; the inbox (and the lists staff see) are read again after. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, action }: ReportActionInput) =>
      apiPut<{ message: string }>(`${apiPaths.reports}/${kind}/${id}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
