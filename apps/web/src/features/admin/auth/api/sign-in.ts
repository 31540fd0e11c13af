import { apiPaths, type LoginInput, type LoginResponse } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";

function signIn(input: LoginInput) {
  return apiPost<LoginResponse>(apiPaths.login, input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
