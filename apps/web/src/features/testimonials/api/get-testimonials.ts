import { apiPaths, type Testimonial } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";

export const testimonialsQueryOptions = (language: Language) =>
  queryOptions({
    ...contentQuery<{ testimonials: Testimonial[] }>(language, ["testimonials"], apiPaths.testimonials),
    staleTime: 5 * 60_000,
  });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions(useReaderLanguage()));
}
