import { apiPaths, type LoginResponse, type RegisterInput } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/http.ts";

/** What the sign-up form sends: the register fields, with the organisation a poster may name. */
export type SignUpInput = RegisterInput & { organisation?: string | null | undefined };

/**
 * Creates a member account (the API emails a code and a link to verify the address), then signs in
 * with the same details, so the new member is signed in while they look for the email.
 */
async function register(input: SignUpInput): Promise<LoginResponse | null> {
  await apiPost<{ message: string }>(apiPaths.users, input);
  // The account exists now: a failed sign-in (a busy limit) only means verifying signs them in later.
  return apiPost<LoginResponse>(apiPaths.login, { email: input.email, password: input.password }).catch(
    () => null,
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
