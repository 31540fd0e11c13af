// What staff get when a visitor or member sends something, and who gets it: ADMIN_NOTIFY_EMAIL when
// set, otherwise every active admin account. Replying to a notice answers the sender (Reply-To).
// The admin console speaks English only, and so do its notices.
import { ADMIN_PAGES, ORGANISATION } from "@btw/contracts";
import type { AppContext } from "../../context.ts";
import { siteUrl } from "../site-links.ts";
import { button, escapeHtml, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

export interface AdminNoticeData {
  /** What arrived, e.g. "New feedback". */
  title: string;
  /** Label and value pairs shown as a small table. */
  details: Array<[label: string, value: string]>;
  /** Where an admin reads the full submission. */
  adminUrl: string;
}

/** Longer texts are cut in the mail; the admin side shows them whole. */
const MAX_VALUE_LENGTH = 600;
const shorten = (value: string) =>
  value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;

export function renderAdminNotice(data: AdminNoticeData): RenderedMail {
  const subject = `${data.title} on the ${ORGANISATION.name} website`;
  const rows = data.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;font-weight:600;vertical-align:top;color:#374151">${escapeHtml(label)}</td><td style="padding:4px 0;color:#1f2937;white-space:pre-wrap">${escapeHtml(shorten(value))}</td></tr>`,
    )
    .join("");
  const bodyHtml = [
    paragraph(`${data.title} arrived.`),
    `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px;line-height:20px">${rows}</table>`,
    button("Open the admin side", data.adminUrl),
  ].join("\n");
  const bodyText = [
    `${data.title} arrived.`,
    "",
    ...data.details.map(([label, value]) => `${label}: ${shorten(value)}`),
    "",
    `Open the admin side: ${data.adminUrl}`,
  ].join("\n");
  return renderLayout({
    subject,
    preheader: data.title,
    bodyHtml,
    bodyText,
    footer: {
      reason: `You received this email because you are an administrator of the ${ORGANISATION.name} website.`,
    },
  });
}

/**
 * The admin page that lists what each notice is about (newest first, so the new item is on top).
 * The admin side has no page for a single item, so the link opens its list.
 */
export const ADMIN_NOTICE_PAGES = {
  "admin-new-feedback": ADMIN_PAGES.feedback,
  "admin-new-resume": ADMIN_PAGES.resumes,
  "admin-new-contact-message": ADMIN_PAGES.contactMessages,
  "admin-new-member-submission": ADMIN_PAGES.approvals,
  "admin-donation-received": ADMIN_PAGES.donations,
  "admin-listing-hidden": ADMIN_PAGES.reports,
} as const;
export type AdminNoticeTemplate = keyof typeof ADMIN_NOTICE_PAGES;

async function adminRecipients(ctx: Pick<AppContext, "env" | "db">): Promise<string[]> {
  if (ctx.env.ADMIN_NOTIFY_EMAIL) return [ctx.env.ADMIN_NOTIFY_EMAIL];
  const admins = await ctx.db.user.findMany({
    where: { role: "admin", active: true },
    select: { email: true },
  });
  return admins.map((admin) => admin.email);
}

/** Tells the admins; a mail failure is logged and never fails the visitor's request. */
export async function notifyAdmins(
  ctx: Pick<AppContext, "env" | "db" | "mail" | "logger">,
  template: AdminNoticeTemplate,
  data: Omit<AdminNoticeData, "adminUrl"> & {
    /** The sender's address, when there is one: a staff reply goes straight to them. */
    replyTo?: string | undefined;
  },
): Promise<void> {
  try {
    const { replyTo, ...notice } = data;
    const rendered = renderAdminNotice({
      ...notice,
      adminUrl: siteUrl(ctx.env, ADMIN_NOTICE_PAGES[template]),
    });
    for (const to of await adminRecipients(ctx)) {
      await ctx.mail.send({ to, template, ...rendered, ...(replyTo ? { replyTo } : {}) });
    }
  } catch (error) {
    ctx.logger.error({ err: error, template }, "could not notify the admins");
  }
}
