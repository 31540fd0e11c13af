import { apiPaths, type Testimonial } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateContent } from "./invalidate-content.ts";
import { type SavePhotoItemInput, savePhotoItem } from "./save-content.ts";

/** Create or update a testimonial: multipart, the person's photo under `photo`. */
function saveTestimonial(input: SavePhotoItemInput) {
  return savePhotoItem<{ testimonial: Testimonial }>(apiPaths.testimonials, input);
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onSuccess: () => invalidateContent(queryClient, "testimonials"),
  });
}
