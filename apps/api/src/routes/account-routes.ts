import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { openApiRouter } from "../openapi/openapi.router.ts";
import { passwordResetRouter } from "../users/password-reset.router.ts";
import { usersRouter } from "../users/users.router.ts";

export const accountRoutes: Array<(ctx: AppContext) => Router> = [
  usersRouter,
  passwordResetRouter,
  openApiRouter,
];
