import { apiPaths, type Blog } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

export function getBlog(id: number, signal?: AbortSignal) {
  return apiGet<{ blog: Blog }>(`${apiPaths.blogs}/${id}`, undefined, signal);
}

export const blogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["blogs", "one", id],
    queryFn: ({ signal }) => getBlog(id, signal),
  });

export function useBlog(id: number) {
  return useQuery({ ...blogQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
