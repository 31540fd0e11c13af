import { apiPaths, type TeamMember } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPostForm, apiPutForm } from "../../../../lib/http.ts";
import { toMultipart } from "../../lib/schema-form.ts";
import { invalidateContent } from "./invalidate-content.ts";

/** Create or update a team member: multipart, the photo under `photo`. */
export function saveTeamMember({
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
    ? apiPutForm<{ team: TeamMember }>(`${apiPaths.teams}/${id}`, form)
    : apiPostForm<{ team: TeamMember }>(apiPaths.teams, form);
}

export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamMember,
    onSuccess: () => invalidateContent(queryClient, "teams"),
  });
}
