import { apiPaths, type Blog } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateContent } from "./invalidate-content.ts";
import { type SavePhotoItemInput, savePhotoItem } from "./save-content.ts";

/** Create or update a post: multipart, its image under `photo`. */
function saveBlog(input: SavePhotoItemInput) {
  return savePhotoItem<{ blog: Blog }>(apiPaths.blogs, input);
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBlog, onSuccess: () => invalidateContent(queryClient, "blogs") });
}
