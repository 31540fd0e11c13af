import { apiPaths, type OrganisationFlagsInput, type User } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "../../../../lib/http.ts";
import { invalidateUsers } from "./invalidate-users.ts";

/** An admin marks an account's organisation verified, or lets its submissions skip the queue. */
function updateOrganisationFlags({ id, flags }: { id: number; flags: OrganisationFlagsInput }) {
  return apiPut<{ message: string; user: User }>(apiPaths.userOrganisation.replace(":id", String(id)), flags);
}

export function useUpdateOrganisationFlags() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrganisationFlags, onSuccess: () => invalidateUsers(queryClient) });
}
