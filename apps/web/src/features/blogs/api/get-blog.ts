import { apiPaths, type Blog } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";

export const blogQueryOptions = (id: number, language: Language) =>
  queryOptions(contentQuery<{ blog: Blog }>(language, ["blogs", "one", id], `${apiPaths.blogs}/${id}`));

export function useBlog(id: number) {
  return useQuery({ ...blogQueryOptions(id, useReaderLanguage()), enabled: Number.isInteger(id) && id > 0 });
}
