import { apiPostForm, apiPutForm } from "../../../../lib/http.ts";
import { toMultipart } from "../../../../lib/schema-form.ts";

export interface SavePhotoItemInput {
  /** Absent for a new item. */
  id?: number;
  values: Record<string, unknown>;
  photo: File | null;
}

/** Creates (POST to `path`) or updates (PUT to `path/<id>`) an item sent as multipart. */
export function saveMultipart<Body>(path: string, id: number | undefined, form: FormData) {
  return id ? apiPutForm<Body>(`${path}/${id}`, form) : apiPostForm<Body>(path, form);
}

/** An item whose image goes under `photo` (posts, testimonials, team members). */
export function savePhotoItem<Body>(path: string, { id, values, photo }: SavePhotoItemInput) {
  return saveMultipart<Body>(path, id, toMultipart(values, { photo }));
}
