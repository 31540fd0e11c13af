import { apiPaths, type User, type UserUpdateInput } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "../../../../lib/http.ts";
import { invalidateUsers } from "./invalidate-users.ts";

/** Changes a role or switches an account off or on (the API signs a deactivated account out). */
function updateUser({ id, patch }: { id: number; patch: UserUpdateInput }) {
  return apiPut<{ message: string; user: User }>(`${apiPaths.users}/${id}`, patch);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateUsers(queryClient) });
}
