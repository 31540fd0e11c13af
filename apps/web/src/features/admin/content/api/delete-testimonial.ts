import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { invalidateContent } from "./invalidate-content.ts";

export function deleteTestimonial(id: number) {
  return apiDelete<MessageResponse>(`${apiPaths.testimonials}/${id}`);
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => invalidateContent(queryClient, "testimonials"),
  });
}
