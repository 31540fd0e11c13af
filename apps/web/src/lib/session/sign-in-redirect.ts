import { isSitePath, PRIVATE_PAGES } from "@btw/contracts";
// Where sign-in sends people and why: `next` keeps the page they were going to, `reason` says why
// they are on the sign-in page (an ended session, a sign-out).
export const SIGN_IN_PATH = PRIVATE_PAGES.signIn;
export const FORGOT_PASSWORD_PATH = PRIVATE_PAGES.forgotPassword;
const ADMIN_HOME = PRIVATE_PAGES.admin;

export type SignInReason = "expired" | "signedOut" | "passwordReset";
const REASONS: readonly SignInReason[] = ["expired", "signedOut", "passwordReset"];

/** Only paths of this site: never another origin (`//evil.test`) or a scheme. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !isSitePath(next)) return ADMIN_HOME;
  if (next === SIGN_IN_PATH || next.startsWith(`${SIGN_IN_PATH}/`) || next.startsWith(`${SIGN_IN_PATH}?`)) {
    return ADMIN_HOME;
  }
  return next;
}

export function signInHref(options: { next?: string; reason?: SignInReason; email?: string } = {}): string {
  const search = new URLSearchParams();
  if (options.next && options.next !== ADMIN_HOME) search.set("next", options.next);
  if (options.reason) search.set("reason", options.reason);
  if (options.email) search.set("email", options.email);
  const qs = search.toString();
  return qs ? `${SIGN_IN_PATH}?${qs}` : SIGN_IN_PATH;
}

export function parseReason(value: string | null): SignInReason | undefined {
  return REASONS.find((reason) => reason === value);
}
