import { apiPaths, RESOURCE_TYPES, type Resource, type ResourceType } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "./content-query.ts";

export const isResourceType = (value: string | undefined): value is ResourceType =>
  !!value && value in RESOURCE_TYPES;

/** The resources the "how to apply" section plays. */
export const HOW_TO_APPLY_VIDEOS: ResourceType = "video-resource";

export const resourcesByTypeQueryOptions = (types: ResourceType, language: Language) =>
  queryOptions(
    contentQuery<{ resources: Resource[] }>(
      language,
      ["resources", "type", types],
      apiPaths.resourcesByType,
      {
        types,
      },
    ),
  );

export function useResourcesByType(types: ResourceType | undefined) {
  return useQuery({
    ...resourcesByTypeQueryOptions(types ?? "resume-sample", useReaderLanguage()),
    enabled: types !== undefined,
  });
}
