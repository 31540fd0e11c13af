import { type AdminCreateUserInput, apiPaths, type User } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";
import { invalidateUsers } from "./invalidate-users.ts";

/** An admin opens an account with any role. */
function createUser(input: AdminCreateUserInput) {
  return apiPost<{ message: string; user: User }>(apiPaths.users, input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(queryClient) });
}
