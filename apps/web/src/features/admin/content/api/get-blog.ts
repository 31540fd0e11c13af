import { apiPaths, type Blog, ORIGINAL_TEXTS } from "@btw/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

function getBlog(id: number, signal?: AbortSignal) {
  return apiGet<{ blog: Blog }>(`${apiPaths.blogs}/${id}`, { lang: ORIGINAL_TEXTS }, signal).then(
    (body) => body.blog,
  );
}

export const blogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["admin", "blogs", "one", id],
    queryFn: ({ signal }) => getBlog(id, signal),
    staleTime: 0,
  });
