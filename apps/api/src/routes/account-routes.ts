import { accountRoutes as myAccountRoutes } from "../accounts/account.router.ts";
import { emailVerificationRoutes } from "../accounts/email-verification.router.ts";
import { savedRoutes } from "../accounts/saved.router.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { passwordResetRoutes } from "../users/password-reset.router.ts";
import { usersRoutes } from "../users/users.router.ts";

/**
 * Accounts: registration and its email verification, sessions, password reset, the users admin;
 * then the signed-in person's own account and saved opportunities.
 */
export const accountRoutes: DefinedRoute[] = [
  ...emailVerificationRoutes,
  ...usersRoutes,
  ...passwordResetRoutes,
  ...myAccountRoutes,
  ...savedRoutes,
];
