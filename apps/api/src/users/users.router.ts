import {
  ACCOUNT_MESSAGES,
  adminCreateUserSchema,
  apiPaths,
  idParamsSchema,
  loginInputSchema,
  registerInputSchema,
  userPageQuerySchema,
  userUpdateSchema,
} from "@btw/contracts";
import { Router } from "express";
import multer from "multer";
import type { AppContext } from "../context.ts";
import { authenticate, requireAuth, revokeSessions } from "../lib/auth.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import { createUser, deleteUser, getUser, listUsers, logIn, updateUser } from "./users.service.ts";

// The old client sent the profile update as multipart form data (text fields only).
const formFields = multer({ limits: { fields: 20, fieldSize: 10_000, files: 0 } }).none();

export function usersRouter(ctx: AppContext): Router {
  const router = Router();

  // Anyone may register as a member; an admin may create an account with any role.
  router.post(apiPaths.users, authenticate(ctx), limiters.register(ctx), async (req, res) => {
    const byAdmin = req.user?.role === "admin";
    const input = byAdmin
      ? adminCreateUserSchema.parse(req.body ?? {})
      : registerInputSchema.parse(req.body ?? {});
    const user = await createUser(ctx, input, req.user?.id);
    res.status(201).json({ message: ACCOUNT_MESSAGES.registered, user });
  });

  router.post(apiPaths.login, validate({ body: loginInputSchema }), limiters.login(ctx), async (req, res) => {
    res.json(await logIn(ctx, req.body));
  });

  router.post(apiPaths.logout, requireAuth(ctx), async (req, res) => {
    await revokeSessions(ctx, { sessionId: req.user!.sessionId });
    res.json({ message: ACCOUNT_MESSAGES.signedOut });
  });

  router.get(apiPaths.me, requireAuth(ctx), async (req, res) => {
    res.json({ user: await getUser(ctx.db, req.user!, req.user!.id) });
  });

  router.get(
    apiPaths.users,
    requireAuth(ctx, "admin"),
    validate({ query: userPageQuerySchema }),
    async (req, res) => {
      res.json(await listUsers(ctx.db, req.query as never));
    },
  );

  router.get(
    `${apiPaths.users}/:id`,
    requireAuth(ctx),
    validate({ params: idParamsSchema }),
    async (req, res) => {
      res.json({ user: await getUser(ctx.db, req.user!, Number(req.params.id)) });
    },
  );

  router.put(
    `${apiPaths.users}/:id`,
    requireAuth(ctx),
    formFields,
    validate({ params: idParamsSchema, body: userUpdateSchema }),
    async (req, res) => {
      const user = await updateUser(ctx, req.user!, Number(req.params.id), req.body);
      res.json({ message: ACCOUNT_MESSAGES.saved, user });
    },
  );

  router.delete(
    `${apiPaths.users}/:id`,
    requireAuth(ctx),
    validate({ params: idParamsSchema }),
    async (req, res) => {
      await deleteUser(ctx, req.user!, Number(req.params.id));
      res.json({ message: ACCOUNT_MESSAGES.deleted });
    },
  );

  return router;
}
