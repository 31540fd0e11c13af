import { apiPaths, type MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../http.ts";
import { endSession } from "./session-store.ts";

/** Revokes the token on the server, then forgets it here even if the server could not be reached. */
async function signOut(): Promise<void> {
  try {
    await apiPost<MessageResponse>(apiPaths.logout);
  } finally {
    endSession();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing private may stay in the cache for the next person at this browser.
    onSettled: () => queryClient.removeQueries({ queryKey: ["admin"] }),
  });
}
