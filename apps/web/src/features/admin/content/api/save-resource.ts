import { apiPaths, type Resource } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPostForm, apiPutForm } from "../../../../lib/http.ts";
import { toMultipart } from "../../lib/schema-form.ts";
import { invalidateContent } from "./invalidate-content.ts";

/** Create or update a resource: multipart, its file under `resource_files`. */
export function saveResource({
  id,
  values,
  file,
}: {
  id?: number;
  values: Record<string, unknown>;
  file: File | null;
}) {
  const form = toMultipart(values, { resource_files: file });
  return id
    ? apiPutForm<{ resource: Resource }>(`${apiPaths.resources}/${id}`, form)
    : apiPostForm<{ resource: Resource }>(apiPaths.resources, form);
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSuccess: () => invalidateContent(queryClient, "resources"),
  });
}
