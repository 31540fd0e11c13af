import {
  ACCOUNT_MESSAGES,
  accountDeleteSchema,
  apiPaths,
  can,
  createUserBodySchema,
  idParamsSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerInputSchema,
  userPageQuerySchema,
  userPageSchema,
  userResponseSchema,
  userSavedResponseSchema,
  userUpdateSchema,
} from "@btw/contracts";
import multer from "multer";
import { deleteOwnAccount } from "../accounts/account.service.ts";
import { revokeSessions } from "../lib/auth.ts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute, NOT_201 } from "../lib/route.ts";
import { visitorLanguage } from "../mail/visitor-language.ts";
import { createUser, deleteUser, getUser, listUsers, logIn, updateUser } from "./users.service.ts";

// The old client sent the profile update as multipart form data (text fields only).
const formFields = multer({ limits: { fields: 20, fieldSize: 10_000, files: 0 } }).none();

const tag = "Accounts";
const byId = `${apiPaths.users}/:id`;

export const usersRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.users,
    tag,
    summary: "Register",
    description:
      "Creates a member account (`fullName`, `email`, `password`, optional `phone` and `organisation`) and emails a 6-digit code and a link that verify the address (in the `X-Site-Language` language; with `next`, a path of this site, the link returns there once verified); the member may sign in at once but posts only once verified. A `role` in the body is ignored unless the request carries the token of someone allowed `user.manage`, which lets admins create editors and admins; accounts an admin creates count as verified.",
    access: "optional",
    request: { body: createUserBodySchema },
    response: {
      status: 201,
      description: "`Register successful!` and the new user",
      schema: userSavedResponseSchema,
    },
    errors: { 409: "An account with this email already exists" },
    rateLimit: { before: [limiters.register] },
    handler: async ({ ctx, user, body, req }) => {
      const admin = can(user?.role, "user.manage");
      const input = admin ? body : registerInputSchema.parse(body);
      const created = await createUser(ctx, input, admin ? user?.id : undefined, visitorLanguage(req));
      return { message: ACCOUNT_MESSAGES.registered, user: created };
    },
  }),
  defineRoute({
    method: "post",
    path: apiPaths.login,
    tag,
    summary: "Sign in",
    description:
      "Answers a bearer token (a short-lived JWT), its expiry and the user under `users`; `users.role` tells the site where to go (members: their account page, staff: the admin console) and `users.emailVerifiedAt` whether the member still has to verify. A wrong email and a wrong password both answer 401 `Invalid email or password`; a deactivated account answers 403. Failed attempts are limited per email and address.",
    access: "public",
    request: { body: loginInputSchema },
    response: { status: 200, description: "Token, expiry and user", schema: loginResponseSchema },
    errors: {
      401: "`Invalid email or password` (either one wrong)",
      403: "The account has been deactivated",
    },
    rateLimit: { after: [limiters.login] },
    handler: ({ ctx, body, req }) => logIn(ctx, body, visitorLanguage(req)),
  }),
  defineRoute({
    method: "post",
    path: apiPaths.logout,
    tag,
    summary: "Sign out",
    description: "Revokes the session of the token sent: the token stops working at once.",
    access: "signed-in",
    response: { status: 200, description: "Signed out", schema: messageResponseSchema },
    handler: async ({ ctx, user }) => {
      await revokeSessions(ctx, { sessionId: user.sessionId });
      return { message: ACCOUNT_MESSAGES.signedOut };
    },
  }),
  defineRoute({
    method: "get",
    path: apiPaths.me,
    tag,
    summary: "The signed-in user",
    access: "signed-in",
    response: { status: 200, description: "The user of the token", schema: userResponseSchema },
    handler: async ({ ctx, user }) => ({ user: await getUser(ctx.db, user, user.id) }),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.users,
    tag,
    summary: "List users",
    description: "Paginated, newest first; `role` filters, `q` searches name and email (case-insensitive).",
    access: "user.manage",
    request: { query: userPageQuerySchema },
    response: { status: 200, description: "One page of users", schema: userPageSchema },
    handler: ({ ctx, query }) => listUsers(ctx.db, query),
  }),
  defineRoute({
    method: "get",
    path: byId,
    tag,
    summary: "Get a user",
    description: "Anyone allowed `user.manage` may read any account; everyone else only their own.",
    access: "signed-in",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The user", schema: userResponseSchema },
    handler: async ({ ctx, user, params }) => ({ user: await getUser(ctx.db, user, params.id) }),
  }),
  defineRoute({
    method: "put",
    path: byId,
    tag,
    summary: "Update a user",
    description:
      "Anyone allowed `user.manage` may update any account; everyone else only their own. Only they change `role` or `active`, nobody changes their own role or deactivates themself, and the last active administrator cannot be demoted or deactivated (409). A new `email` or `password` needs the caller's `currentPassword`; a new password signs out every other session; deactivating an account signs it out everywhere. Accepts JSON or form data.",
    access: "signed-in",
    request: { params: idParamsSchema, body: userUpdateSchema, bodyType: "form" },
    response: {
      status: 200,
      description: "`Change saved successfully` and the user",
      schema: userSavedResponseSchema,
    },
    errors: { 409: "An account with this email already exists, or the last active administrator would go" },
    specStatusNote: NOT_201("`PUT users/{id}` with success on 201"),
    middleware: () => [formFields],
    rateLimit: { after: [limiters.passwordChange] },
    handler: async ({ ctx, user, params, body }) => ({
      message: ACCOUNT_MESSAGES.saved,
      user: await updateUser(ctx, user, params.id, body),
    }),
  }),
  defineRoute({
    method: "delete",
    path: byId,
    tag,
    summary: "Delete a user",
    description:
      "Anyone allowed `user.manage` may delete any account; a user may delete their own, with the current password in a JSON body (`currentPassword`, as `DELETE /account` asks; a wrong one answers 400 and counts towards `passwordChangeAccount`). No administrator deletes themself, and the last active administrator stays (409). Their submissions stay, without an owner.",
    access: "signed-in",
    request: { params: idParamsSchema, body: accountDeleteSchema.partial() },
    response: { status: 200, description: "`Delete successful!`", schema: messageResponseSchema },
    errors: { 409: "Your own administrator account, or the last active administrator" },
    rateLimit: { after: [limiters.passwordChange] },
    handler: async ({ ctx, user, params, body }) => {
      if (params.id === user.id) await deleteOwnAccount(ctx, user, body.currentPassword);
      else await deleteUser(ctx, user, params.id);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  }),
];
