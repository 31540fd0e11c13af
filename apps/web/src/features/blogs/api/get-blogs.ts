import { apiPaths, type BlogPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";

export interface BlogListParams {
  page: number;
  limit?: number;
}

/** The home page's latest posts (the old site showed two fixed items; three fill a row). */
export const latestPosts = { page: 1, limit: 3 } satisfies BlogListParams;

export function getBlogs({ page, limit = PAGE_SIZES.blogs }: BlogListParams, signal?: AbortSignal) {
  return apiGet<BlogPage>(apiPaths.blogs, { page, limit }, signal);
}

export const blogsQueryOptions = (params: BlogListParams) =>
  queryOptions({
    queryKey: ["blogs", "page", params],
    queryFn: ({ signal }) => getBlogs(params, signal),
    placeholderData: keepPreviousData,
  });

export function useBlogs(params: BlogListParams) {
  return useQuery(blogsQueryOptions(params));
}

/** The list's address (?page=): what the page draws and its route fetches first. */
export const blogListAddress = listAddress({
  keys: [] as const,
  allowed: {},
  toParams: (page): BlogListParams => ({ page }),
});
