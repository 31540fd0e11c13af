import type { Capability } from "../session/permissions.ts";

export interface AdminNavItem {
  to: string;
  /** Key under `nav.` in the admin catalog. */
  label: string;
  capability: Capability;
  /** Matches only the exact path (the dashboard). */
  end?: boolean;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: "overview",
    items: [
      { to: "/admin", label: "dashboard", capability: "dashboard", end: true },
      { to: "/admin/approvals", label: "approvals", capability: "approve" },
    ],
  },
  {
    label: "opportunities",
    items: [
      { to: "/admin/scholarships", label: "scholarships", capability: "opportunities" },
      { to: "/admin/internships", label: "internships", capability: "opportunities" },
      { to: "/admin/training", label: "training", capability: "opportunities" },
      { to: "/admin/jobs", label: "jobs", capability: "opportunities" },
    ],
  },
  {
    label: "content",
    items: [
      { to: "/admin/blogs", label: "blogs", capability: "content" },
      { to: "/admin/resources", label: "resources", capability: "content" },
      { to: "/admin/testimonials", label: "testimonials", capability: "content" },
      { to: "/admin/team", label: "team", capability: "content" },
    ],
  },
  {
    label: "inboxes",
    items: [
      { to: "/admin/inbox/feedback", label: "feedback", capability: "inboxes" },
      { to: "/admin/inbox/resumes", label: "resumes", capability: "inboxes" },
      { to: "/admin/inbox/messages", label: "messages", capability: "inboxes" },
      { to: "/admin/inbox/subscribers", label: "subscribers", capability: "inboxes" },
      { to: "/admin/donations", label: "donations", capability: "donations" },
      { to: "/admin/mail", label: "mail", capability: "mail" },
    ],
  },
  {
    label: "administration",
    items: [
      { to: "/admin/users", label: "users", capability: "users" },
      { to: "/admin/audit-log", label: "auditLog", capability: "audit" },
    ],
  },
  {
    label: "mine",
    items: [
      { to: "/admin/my-submissions", label: "mySubmissions", capability: "submissions" },
      { to: "/admin/submit", label: "submit", capability: "submissions" },
    ],
  },
];
