import {
  apiPaths,
  type LoginResponse,
  type ResendVerificationInput,
  type VerifyEmailInput,
} from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/http.ts";

/** A verified address may come back signed in (a token) or only confirmed (then the person signs in). */
export type VerifyEmailAnswer = { message?: string } & Partial<LoginResponse>;

function verifyEmail(input: VerifyEmailInput) {
  return apiPost<VerifyEmailAnswer>(apiPaths.verifyEmail, input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

function resendVerification(input: ResendVerificationInput) {
  return apiPost<{ message: string }>(apiPaths.resendVerification, input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
