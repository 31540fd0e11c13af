import { adminListPaths, type MessageResponse, type NoticeCounts } from "@btw/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../../../lib/http.ts";

const noticesQuery = () =>
  queryOptions({
    queryKey: ["admin", "notices"],
    queryFn: ({ signal }) => apiGet<NoticeCounts>(adminListPaths.notices, undefined, signal),
    // A console left open picks up what comes in without a reload.
    refetchInterval: 120_000,
    staleTime: 30_000,
  });

export const useNotices = (enabled: boolean) => useQuery({ ...noticesQuery(), enabled });

export function useMarkNoticesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPut<MessageResponse>(`${adminListPaths.notices}/seen`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "notices"] }),
  });
}
