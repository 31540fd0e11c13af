// What each role may do on the admin side: each menu capability is one action of the permission
// table in contracts (permissions.ts), which the API enforces regardless.
import { type Action, PRIVATE_PAGES, type Role, can as roleCan } from "@btw/contracts";

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
  reports: "report.manage",
  submissions: "opportunity.submit",
  /** Every role with a list that deletes into the trash (contracts TRASH_LISTS). */
  trash: "content.manage",
} as const satisfies Record<string, Action>;

export type Capability = keyof typeof CAPABILITY_ACTIONS;

export function can(role: Role | undefined, capability: Capability): boolean {
  return roleCan(role, CAPABILITY_ACTIONS[capability]);
}

/** Where a role starts after sign-in: staff in the admin console, members in their own account. */
export function homePathFor(role: Role): string {
  return can(role, "dashboard") ? PRIVATE_PAGES.admin : PRIVATE_PAGES.account;
}
