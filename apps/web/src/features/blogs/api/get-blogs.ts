import { apiPaths, type BlogPage, PAGE_SIZES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { listAddress } from "../../../lib/list-address.ts";

interface BlogListParams {
  page: number;
  limit?: number;
}

/** The home page's latest posts (the old site showed two fixed items; three fill a row). */
export const latestPosts = { page: 1, limit: 3 } satisfies BlogListParams;

export const blogsQueryOptions = (params: BlogListParams, language: Language) =>
  queryOptions({
    ...contentQuery<BlogPage>(language, ["blogs", "page", params], apiPaths.blogs, {
      page: params.page,
      limit: params.limit ?? PAGE_SIZES.blogs,
    }),
    placeholderData: keepPreviousData,
  });

export function useBlogs(params: BlogListParams) {
  return useQuery(blogsQueryOptions(params, useReaderLanguage()));
}

/** The list's address (?page=): what the page draws and its route fetches first. */
export const blogListAddress = listAddress({
  keys: [] as const,
  allowed: {},
  toParams: (page): BlogListParams => ({ page }),
});
