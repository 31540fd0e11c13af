import { apiPaths, type Resource, type ResourceCategoryCode } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";

export const resourcesByCategoryQueryOptions = (category: ResourceCategoryCode, language: Language) =>
  queryOptions(
    contentQuery<{ resources: Resource[] }>(
      language,
      ["resources", "category", category],
      apiPaths.resourcesByCategory,
      {
        category,
      },
    ),
  );

export function useResourcesByCategory(category: ResourceCategoryCode) {
  return useQuery(resourcesByCategoryQueryOptions(category, useReaderLanguage()));
}
