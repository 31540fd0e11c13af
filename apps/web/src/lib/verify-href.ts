import { nextPathSchema, PRIVATE_PAGES } from "@btw/contracts";

/** `next` when it is a path of this site (the emailed link may carry it), else undefined. */
export function returnPath(next: string | null | undefined): string | undefined {
  return nextPathSchema.safeParse(next).success ? (next ?? undefined) : undefined;
}

/** The verify page for an address, keeping where the person was going (`next`). */
export function verifyHref({ email, next }: { email: string; next?: string | null }): string {
  const search = new URLSearchParams({ email });
  if (next) search.set("next", next);
  return `${PRIVATE_PAGES.verifyEmail}?${search.toString()}`;
}

/** The sign-up page, keeping where the person was going (`next`). */
export function signUpHref(next?: string | null): string {
  return next ? `${PRIVATE_PAGES.signUp}?${new URLSearchParams({ next }).toString()}` : PRIVATE_PAGES.signUp;
}
