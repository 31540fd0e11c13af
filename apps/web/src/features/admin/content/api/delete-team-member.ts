import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { invalidateContent } from "./invalidate-content.ts";

export function deleteTeamMember(id: number) {
  return apiDelete<MessageResponse>(`${apiPaths.teams}/${id}`);
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => invalidateContent(queryClient, "teams"),
  });
}
