import { apiPaths } from "@btw/contracts";
import { apiPostForm } from "../../../lib/http.ts";

/** Stores an image for a post's body through the API's upload path; answers its URL (widest size). */
export async function uploadBodyImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const { url } = await apiPostForm<{ url: string }>(apiPaths.blogImages, form);
  return url;
}
