import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { type ContentKind, invalidateContent } from "./invalidate-content.ts";

const PATHS: Record<ContentKind, string> = {
  blogs: apiPaths.blogs,
  resources: apiPaths.resources,
  testimonials: apiPaths.testimonials,
  teams: apiPaths.teams,
};

function deleteContent(kind: ContentKind, id: number) {
  return apiDelete<MessageResponse>(`${PATHS[kind]}/${id}`);
}

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(kind, id),
    onSuccess: () => invalidateContent(queryClient, kind),
  });
}
