import { apiPaths, type Resource } from "@btw/contracts";
import { apiGet } from "../../../../lib/http.ts";

/** Every resource of one category code (the API has no paging here). */
export function getResourcesByCategory(category: number, signal?: AbortSignal) {
  return apiGet<{ resources: Resource[] }>(apiPaths.resourcesByCategory, { category }, signal).then(
    (body) => body.resources,
  );
}
