import { apiPaths, type MessageResponse, type ReportInput } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";

/** "Report this listing": anonymous unless a member is signed in (the token then names the reporter). */
function reportListing(input: ReportInput) {
  return apiPost<MessageResponse>(apiPaths.reports, input);
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
