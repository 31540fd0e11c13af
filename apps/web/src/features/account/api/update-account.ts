// Profile, password and deleting the account: each a mutation on the signed-in person's own account.
import {
  type AccountDeleteInput,
  apiPaths,
  type PasswordChangeInput,
  type ProfileUpdateInput,
  type User,
} from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountUserKey } from "../../../lib/api/get-account.ts";
import { apiFetch, apiPut } from "../../../lib/http.ts";
import { refreshSessionUser } from "../../../lib/session/session-store.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      apiPut<{ message: string; user: User }>(apiPaths.accountProfile, input),
    onSuccess: ({ user }) => {
      refreshSessionUser(user);
      return queryClient.invalidateQueries({ queryKey: accountUserKey });
    },
  });
}

/** The API may answer a fresh token (the change signs out every other device). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      apiPut<{ message: string; token?: string; expiresAt?: string; users?: User }>(
        apiPaths.accountPassword,
        input,
      ),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: AccountDeleteInput) =>
      apiFetch<{ message: string }>("DELETE", apiPaths.account, { body: input }).then((r) => r.data),
  });
}
