// What each role may do on the admin side (the API enforces the same rules regardless):
// admin everything; editor the site's content; member their own submissions.
import type { Role } from "@btw/contracts";

export type Capability =
  | "dashboard"
  | "opportunities"
  | "approve"
  | "content"
  | "inboxes"
  | "donations"
  | "mail"
  | "users"
  | "audit"
  | "submissions";

const GRANTS: Record<Role, readonly Capability[]> = {
  admin: [
    "dashboard",
    "opportunities",
    "approve",
    "content",
    "inboxes",
    "donations",
    "mail",
    "users",
    "audit",
    "submissions",
  ],
  editor: ["dashboard", "opportunities", "content", "submissions"],
  member: ["submissions"],
};

export function can(role: Role | undefined, capability: Capability): boolean {
  return role ? GRANTS[role].includes(capability) : false;
}

/** Where a role starts after sign-in. */
export function homePathFor(role: Role): string {
  return can(role, "dashboard") ? "/admin" : "/admin/my-submissions";
}
