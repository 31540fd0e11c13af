import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { invalidateContent } from "./invalidate-content.ts";

export function deleteResource(id: number) {
  return apiDelete<MessageResponse>(`${apiPaths.resources}/${id}`);
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: () => invalidateContent(queryClient, "resources"),
  });
}
