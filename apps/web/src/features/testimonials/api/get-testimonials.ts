import { apiPaths, type Testimonial } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

export function getTestimonials(signal?: AbortSignal) {
  return apiGet<{ testimonials: Testimonial[] }>(apiPaths.testimonials, undefined, signal);
}

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ["testimonials"],
    queryFn: ({ signal }) => getTestimonials(signal),
    staleTime: 5 * 60_000,
  });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
