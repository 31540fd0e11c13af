import { apiPaths, type BlogPage } from "@btw/contracts";
import { apiGet } from "../../../../lib/http.ts";

/** A page of posts, drafts and scheduled ones too, newest first (the table asks for its own page size). */
export function getBlogPage(paging: { page: number; limit: number }, signal?: AbortSignal) {
  return apiGet<BlogPage>(apiPaths.blogs, { ...paging, status: "all" }, signal);
}
