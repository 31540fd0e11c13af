import type { DefinedRoute } from "../lib/route.ts";
import { passwordResetRoutes } from "../users/password-reset.router.ts";
import { usersRoutes } from "../users/users.router.ts";

/** Accounts: registration, sessions, the users admin and password reset. */
export const accountRoutes: DefinedRoute[] = [...usersRoutes, ...passwordResetRoutes];
