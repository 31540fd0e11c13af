// The audit log's names: every action and kind of record the API (and the seed) writes. The API types
// its writes with these lists and the console reads them for its filter and its words, so a name
// written is a name with words (a test holds the admin catalog to them).
import { OPPORTUNITY_KIND_INFO, OPPORTUNITY_KINDS } from "./opportunity-kind-info.ts";

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "approve",
  "reject",
  "role-change",
  "deactivate",
  "restore",
  "purge",
  /** The demo content added to a new site. */
  "seed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  ...OPPORTUNITY_KINDS.map((kind) => OPPORTUNITY_KIND_INFO[kind].entity),
  "blog",
  "resource",
  "testimonial",
  "team-member",
  "user",
  "feedback",
  "resume",
  "contact-message",
  "subscriber",
  "email-message",
  /** The marker written once the demo content exists (one entry, no row behind it). */
  "demo-content",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
