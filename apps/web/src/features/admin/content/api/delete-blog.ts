import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { invalidateContent } from "./invalidate-content.ts";

export function deleteBlog(id: number) {
  return apiDelete<MessageResponse>(`${apiPaths.blogs}/${id}`);
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlog, onSuccess: () => invalidateContent(queryClient, "blogs") });
}
