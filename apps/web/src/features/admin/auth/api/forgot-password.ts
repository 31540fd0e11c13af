import { apiPaths, type forgotPasswordInputSchema, type MessageResponse } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";
import type { Infer } from "../../../../lib/types.ts";

function requestResetCode(input: Infer<typeof forgotPasswordInputSchema>) {
  return apiPost<MessageResponse>(apiPaths.forgotPassword, input);
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
