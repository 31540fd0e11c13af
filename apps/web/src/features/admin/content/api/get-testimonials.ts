import { apiPaths, type Testimonial } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

export function getTestimonials(signal?: AbortSignal) {
  return apiGet<{ testimonials: Testimonial[] }>(apiPaths.testimonials, undefined, signal).then(
    (body) => body.testimonials,
  );
}

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "testimonials", "list"],
    queryFn: ({ signal }) => getTestimonials(signal),
    staleTime: 0,
  });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
