// What each role may do on the admin side: each menu capability is one action of the permission
// table in contracts (permissions.ts), which the API enforces regardless.
import { type Action, ADMIN_PAGES, PRIVATE_PAGES, type Role, can as roleCan } from "@btw/contracts";

const CAPABILITY_ACTIONS = {
  dashboard: "statistics.read",
  opportunities: "opportunity.edit",
  approve: "opportunity.approve",
  content: "content.manage",
  inboxes: "feedback.read",
  donations: "donation.read",
  mail: "mail.read",
  users: "user.manage",
  audit: "audit.read",
  submissions: "opportunity.submit",
} as const satisfies Record<string, Action>;

export type Capability = keyof typeof CAPABILITY_ACTIONS;

export function can(role: Role | undefined, capability: Capability): boolean {
  return roleCan(role, CAPABILITY_ACTIONS[capability]);
}

/** Where a role starts after sign-in. */
export function homePathFor(role: Role): string {
  return can(role, "dashboard") ? PRIVATE_PAGES.admin : ADMIN_PAGES.mySubmissions;
}
