import { apiPaths, type Blog } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPostForm, apiPutForm } from "../../../../lib/http.ts";
import { toMultipart } from "../../lib/schema-form.ts";
import { invalidateContent } from "./invalidate-content.ts";

/** Create or update a post: multipart, its image under `photo`. */
export function saveBlog({
  id,
  values,
  photo,
}: {
  id?: number;
  values: Record<string, unknown>;
  photo: File | null;
}) {
  const form = toMultipart(values, { photo });
  return id
    ? apiPutForm<{ blog: Blog }>(`${apiPaths.blogs}/${id}`, form)
    : apiPostForm<{ blog: Blog }>(apiPaths.blogs, form);
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBlog, onSuccess: () => invalidateContent(queryClient, "blogs") });
}
