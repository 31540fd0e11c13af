import { ADMIN_PAGES } from "@btw/contracts";
import type { Capability } from "../session/permissions.ts";

interface AdminNavItem {
  to: string;
  /** Key under `nav.` in the admin catalog. */
  label: string;
  capability: Capability;
  /** Matches only the exact path (the dashboard). */
  end?: boolean;
}

interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: "overview",
    items: [
      { to: ADMIN_PAGES.dashboard, label: "dashboard", capability: "dashboard", end: true },
      { to: ADMIN_PAGES.approvals, label: "approvals", capability: "approve" },
    ],
  },
  {
    label: "opportunities",
    items: [
      { to: ADMIN_PAGES.scholarships, label: "scholarships", capability: "opportunities" },
      { to: ADMIN_PAGES.internships, label: "internships", capability: "opportunities" },
      { to: ADMIN_PAGES.training, label: "training", capability: "opportunities" },
      { to: ADMIN_PAGES.jobs, label: "jobs", capability: "opportunities" },
    ],
  },
  {
    label: "content",
    items: [
      { to: ADMIN_PAGES.blogs, label: "blogs", capability: "content" },
      { to: ADMIN_PAGES.resources, label: "resources", capability: "content" },
      { to: ADMIN_PAGES.testimonials, label: "testimonials", capability: "content" },
      { to: ADMIN_PAGES.team, label: "team", capability: "content" },
    ],
  },
  {
    label: "inboxes",
    items: [
      { to: ADMIN_PAGES.feedback, label: "feedback", capability: "inboxes" },
      { to: ADMIN_PAGES.resumes, label: "resumes", capability: "inboxes" },
      { to: ADMIN_PAGES.contactMessages, label: "messages", capability: "inboxes" },
      { to: ADMIN_PAGES.subscribers, label: "subscribers", capability: "inboxes" },
      { to: ADMIN_PAGES.reports, label: "reports", capability: "reports" },
      { to: ADMIN_PAGES.donations, label: "donations", capability: "donations" },
      { to: ADMIN_PAGES.mail, label: "mail", capability: "mail" },
      { to: ADMIN_PAGES.telegram, label: "telegram", capability: "mail" },
    ],
  },
  {
    label: "administration",
    items: [
      { to: ADMIN_PAGES.users, label: "users", capability: "users" },
      { to: ADMIN_PAGES.auditLog, label: "auditLog", capability: "audit" },
      { to: ADMIN_PAGES.trash, label: "trash", capability: "trash" },
    ],
  },
  {
    label: "mine",
    items: [
      { to: ADMIN_PAGES.mySubmissions, label: "mySubmissions", capability: "submissions" },
      { to: ADMIN_PAGES.submit, label: "submit", capability: "submissions" },
    ],
  },
];
