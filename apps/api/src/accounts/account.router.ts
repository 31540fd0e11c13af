// /account: the signed-in person's own submissions, profile, password and account; and the admin's
// organisation flags on any account. Every answer here is personal (private, no-store).
import {
  ACCOUNT_MESSAGES,
  accountDeleteSchema,
  accountUserResponseSchema,
  apiPaths,
  idParamsSchema,
  MEMBER_ACCOUNT_MESSAGES,
  messageResponseSchema,
  mySubmissionsPageSchema,
  mySubmissionsQuerySchema,
  organisationFlagsSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from "@btw/contracts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { changePassword, deleteOwnAccount, updateProfile } from "./account.service.ts";
import { listMySubmissions } from "./my-submissions.service.ts";
import { setOrganisationFlags } from "./organisation.service.ts";

const tag = "My account";

export const accountRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.accountSubmissions,
    tag,
    summary: "My submissions",
    description:
      "Everything the signed-in account posted, across the four kinds, newest first: kind, id, title, status and the reviewer's reason. `kind` and `status` filter. The whole item (for the edit form) comes from the kind's own GET; editing it with the kind's PUT resubmits it for review.",
    access: "signed-in",
    request: { query: mySubmissionsQuerySchema },
    response: {
      status: 200,
      description: "One page of the account's submissions",
      schema: mySubmissionsPageSchema,
    },
    handler: ({ ctx, user, query }) => listMySubmissions(ctx, user.id, query),
  }),
  defineRoute({
    method: "put",
    path: apiPaths.accountProfile,
    tag,
    summary: "Update my profile",
    description: "`fullName`, `phone` and `organisation`; an empty `phone` or `organisation` clears it.",
    access: "signed-in",
    request: { body: profileUpdateSchema },
    response: {
      status: 200,
      description: "`Change saved successfully` and the user",
      schema: accountUserResponseSchema,
    },
    rateLimit: { before: [limiters.accountProfile] },
    handler: async ({ ctx, user, body }) => ({
      message: ACCOUNT_MESSAGES.saved,
      user: await updateProfile(ctx, user, body),
    }),
  }),
  defineRoute({
    method: "put",
    path: apiPaths.accountPassword,
    tag,
    summary: "Change my password",
    description:
      'Needs the current password (a wrong one answers 400 and counts towards `passwordChangeAccount`). Every other session is signed out, this one stays, and a "password changed" email goes out.',
    access: "signed-in",
    request: { body: passwordChangeSchema },
    response: { status: 200, description: "Password changed", schema: messageResponseSchema },
    rateLimit: { after: [limiters.passwordChange] },
    handler: async ({ ctx, user, body }) => {
      await changePassword(ctx, user, body);
      return { message: MEMBER_ACCOUNT_MESSAGES.passwordChanged };
    },
  }),
  defineRoute({
    method: "delete",
    path: apiPaths.account,
    tag,
    summary: "Delete my account",
    description:
      "Needs the current password in a JSON body. Name, email, phone, organisation, sessions, codes and saved items go; listings that were approved stay public without the person; pending and rejected ones are deleted; the history keeps its entries without the address. Administrators cannot delete their own account (409).",
    access: "signed-in",
    request: { body: accountDeleteSchema },
    response: { status: 200, description: "Account deleted", schema: messageResponseSchema },
    errors: { 409: "Your own administrator account" },
    rateLimit: { after: [limiters.passwordChange] },
    handler: async ({ ctx, user, body }) => {
      await deleteOwnAccount(ctx, user, body.currentPassword);
      return { message: MEMBER_ACCOUNT_MESSAGES.accountDeleted };
    },
  }),
  defineRoute({
    method: "put",
    path: apiPaths.userOrganisation,
    tag: "Accounts",
    summary: "Set an account's organisation flags",
    description:
      "`verifiedOrganisation`: the account's listings (existing and new) carry `verifiedOrganisation: true` and show the badge. `autoApprove`: its submissions and edits are approved at once. Send either or both.",
    access: "user.manage",
    request: { params: idParamsSchema, body: organisationFlagsSchema },
    response: {
      status: 200,
      description: "`Change saved successfully` and the user",
      schema: accountUserResponseSchema,
    },
    handler: async ({ ctx, user, params, body }) => ({
      message: ACCOUNT_MESSAGES.saved,
      user: await setOrganisationFlags(ctx, user, params.id, body),
    }),
  }),
];
