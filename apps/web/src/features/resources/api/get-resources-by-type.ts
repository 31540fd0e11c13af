import { apiPaths, RESOURCE_TYPES, type Resource, type ResourceType } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

export const isResourceType = (value: string | undefined): value is ResourceType =>
  !!value && value in RESOURCE_TYPES;

/** The resources the "how to apply" section plays. */
export const HOW_TO_APPLY_VIDEOS: ResourceType = "video-resource";

export function getResourcesByType(types: ResourceType, signal?: AbortSignal) {
  return apiGet<{ resources: Resource[] }>(apiPaths.resourcesByType, { types }, signal);
}

export const resourcesByTypeQueryOptions = (types: ResourceType) =>
  queryOptions({
    queryKey: ["resources", "type", types],
    queryFn: ({ signal }) => getResourcesByType(types, signal),
  });

export function useResourcesByType(types: ResourceType | undefined) {
  return useQuery({ ...resourcesByTypeQueryOptions(types ?? "resume-sample"), enabled: types !== undefined });
}
