import { apiPaths, ORIGINAL_TEXTS, type Resource } from "@btw/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

function getResource(id: number, signal?: AbortSignal) {
  return apiGet<{ resource: Resource }>(`${apiPaths.resources}/${id}`, { lang: ORIGINAL_TEXTS }, signal).then(
    (body) => body.resource,
  );
}

export const resourceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["admin", "resources", "one", id],
    queryFn: ({ signal }) => getResource(id, signal),
    staleTime: 0,
  });
