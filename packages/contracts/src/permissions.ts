// Who may do what: the one table the API's route checks and object rules, the API reference's
// "Access" lines and the web's admin menus all read. admin: everything; editor: the site's content
// and every opportunity short of approving it; member: their own submissions.
import type { Role } from "./common.ts";

export const PERMISSIONS = {
  /** Submit an opportunity (it waits for approval) and edit or delete one's own. */
  "opportunity.submit": ["admin", "editor", "member"],
  /** See every status, edit and delete anyone's opportunity; staff edits keep the status. */
  "opportunity.edit": ["admin", "editor"],
  /** Approve or reject a submitted opportunity. */
  "opportunity.approve": ["admin"],
  /** Read another account's submission history. */
  "opportunity.history": ["admin"],
  /** Blogs, resources, testimonials and the team. */
  "content.manage": ["admin", "editor"],
  /** The admin dashboard's counts (which counts: see STATISTICS_FIELD_ACTIONS). */
  "statistics.read": ["admin", "editor"],
  "feedback.read": ["admin"],
  "resume.read": ["admin"],
  "contactMessage.read": ["admin"],
  "subscriber.manage": ["admin"],
  "donation.read": ["admin"],
  "mail.read": ["admin"],
  "audit.read": ["admin"],
  /** The Reports inbox: read reports of listings, hide, show again or dismiss. */
  "report.manage": ["admin", "editor"],
  /** List, create with any role, read, edit and delete any account (everyone may manage their own). */
  "user.manage": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export function can(role: Role | undefined, action: Action): boolean {
  return role !== undefined && (PERMISSIONS[action] as readonly Role[]).includes(role);
}

export function rolesFor(action: Action): readonly Role[] {
  return PERMISSIONS[action];
}

/**
 * The `statstics` figures a role sees only with the action beside them (the screens that show
 * those rows); every other figure goes to anyone with `statistics.read`.
 */
export const STATISTICS_FIELD_ACTIONS = {
  feedbacks: "feedback.read",
  resumes: "resume.read",
  contactMessages: "contactMessage.read",
  subscribers: "subscriber.manage",
  users: "user.manage",
  donations: "donation.read",
} as const satisfies Record<string, Action>;
