import { type EmailMessage, emailMessagePaths } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";

/** Queues a failed email again. */
function retryEmail(id: number) {
  return apiPost<EmailMessage>(emailMessagePaths.retry(id));
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "mail"] }),
  });
}
