import { apiPaths, type Testimonial } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPostForm, apiPutForm } from "../../../../lib/http.ts";
import { toMultipart } from "../../lib/schema-form.ts";
import { invalidateContent } from "./invalidate-content.ts";

/** Create or update a testimonial: multipart, the person's photo under `photo`. */
export function saveTestimonial({
  id,
  values,
  photo,
}: {
  id?: number;
  values: Record<string, unknown>;
  photo: File | null;
}) {
  const form = toMultipart(values, { photo });
  return id
    ? apiPutForm<{ testimonial: Testimonial }>(`${apiPaths.testimonials}/${id}`, form)
    : apiPostForm<{ testimonial: Testimonial }>(apiPaths.testimonials, form);
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onSuccess: () => invalidateContent(queryClient, "testimonials"),
  });
}
