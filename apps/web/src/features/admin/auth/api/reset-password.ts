import { apiPaths, type MessageResponse, type resetPasswordInputSchema } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";
import type { Infer } from "../../../../lib/types.ts";

function resetPassword(input: Infer<typeof resetPasswordInputSchema>) {
  return apiPost<MessageResponse>(apiPaths.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
