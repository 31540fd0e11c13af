import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { invalidateUsers } from "./invalidate-users.ts";

function deleteUser(id: number) {
  return apiDelete<MessageResponse>(`${apiPaths.users}/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUsers(queryClient) });
}
