import { apiPaths, type TeamMember } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateContent } from "./invalidate-content.ts";
import { type SavePhotoItemInput, savePhotoItem } from "./save-content.ts";

/** Create or update a team member: multipart, the photo under `photo`. */
function saveTeamMember(input: SavePhotoItemInput) {
  return savePhotoItem<{ team: TeamMember }>(apiPaths.teams, input);
}

export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamMember,
    onSuccess: () => invalidateContent(queryClient, "teams"),
  });
}
