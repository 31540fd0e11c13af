import { apiPaths, type Resource, type ResourceCategoryCode } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

export function getResourcesByCategory(category: ResourceCategoryCode, signal?: AbortSignal) {
  return apiGet<{ resources: Resource[] }>(apiPaths.resourcesByCategory, { category }, signal);
}

export const resourcesByCategoryQueryOptions = (category: ResourceCategoryCode) =>
  queryOptions({
    queryKey: ["resources", "category", category],
    queryFn: ({ signal }) => getResourcesByCategory(category, signal),
  });

export function useResourcesByCategory(category: ResourceCategoryCode) {
  return useQuery(resourcesByCategoryQueryOptions(category));
}
