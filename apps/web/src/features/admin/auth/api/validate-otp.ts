import { apiPaths, type validateOtpInputSchema, type validateOtpResponseSchema } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";
import type { Infer } from "../../../../lib/types.ts";

function validateResetCode(input: Infer<typeof validateOtpInputSchema>) {
  return apiPost<Infer<typeof validateOtpResponseSchema>>(apiPaths.validateOtp, input);
}

export function useValidateResetCode() {
  return useMutation({ mutationFn: validateResetCode });
}
