import { apiPaths, ORIGINAL_TEXTS, type Testimonial } from "@btw/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

function getTestimonial(id: number, signal?: AbortSignal) {
  return apiGet<{ testimonial: Testimonial }>(
    `${apiPaths.testimonials}/${id}`,
    { lang: ORIGINAL_TEXTS },
    signal,
  ).then((body) => body.testimonial);
}

export const testimonialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["admin", "testimonials", "one", id],
    queryFn: ({ signal }) => getTestimonial(id, signal),
    staleTime: 0,
  });
