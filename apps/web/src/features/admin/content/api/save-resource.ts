import { apiPaths, type Resource } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toMultipart } from "../../../../lib/schema-form.ts";
import { invalidateContent } from "./invalidate-content.ts";
import { saveMultipart } from "./save-content.ts";

/** Create or update a resource: multipart, its file under `resource_files`. */
function saveResource({
  id,
  values,
  file,
}: {
  id?: number;
  values: Record<string, unknown>;
  file: File | null;
}) {
  return saveMultipart<{ resource: Resource }>(
    apiPaths.resources,
    id,
    toMultipart(values, { resource_files: file }),
  );
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSuccess: () => invalidateContent(queryClient, "resources"),
  });
}
