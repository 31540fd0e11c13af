// What staff get when a visitor or member sends something, and who gets it: ADMIN_NOTIFY_EMAIL when
// set, otherwise every active admin account. Replying to a notice answers the sender (Reply-To).
// The admin console speaks English only, and so do its notices (words: @btw/i18n staffNotices).
import { ADMIN_PAGES, adminOpenPath, SITE_NAME } from "@btw/contracts";
import { staffNotices } from "@btw/i18n";
import type { AppContext } from "../../context.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { siteUrl } from "../site-links.ts";
import { button, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface AdminNoticeData {
  /** What arrived, naming the item: the subject and the first line ("New feedback from 0911234567"). */
  headline: string;
  /** Label and value pairs shown as a small table. */
  details: Array<[label: string, value: string]>;
  /** The admin page that opens this item. */
  adminUrl: string;
}

/** Longer texts are cut in the mail; the admin side shows them whole. */
const MAX_VALUE_LENGTH = 600;
const shorten = (value: string) =>
  value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;

export function renderAdminNotice(data: AdminNoticeData): RenderedMail {
  const rows = data.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;font-weight:600;vertical-align:top;color:#374151">${escapeHtml(label)}</td><td style="padding:4px 0;color:#1f2937;white-space:pre-wrap">${escapeHtml(shorten(value))}</td></tr>`,
    )
    .join("");
  const bodyHtml = [
    paragraph(`${data.headline}.`),
    `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px;line-height:20px">${rows}</table>`,
    button(staffNotices.open, data.adminUrl),
  ].join("\n");
  const bodyText = [
    `${data.headline}.`,
    "",
    ...data.details.map(([label, value]) => `${label}: ${shorten(value)}`),
    "",
    `${staffNotices.open}: ${data.adminUrl}`,
  ].join("\n");
  return renderLayout({
    subject: data.headline,
    preheader: data.headline,
    bodyHtml,
    bodyText,
    footer: { reason: staffNotices.reason(SITE_NAME) },
  });
}

/**
 * The admin page each notice opens its item on (`?open=<item>`, adminOpenPath): an inbox list shows
 * the item's details, the approval queue its preview.
 */
export const ADMIN_NOTICE_PAGES = {
  "admin-new-feedback": ADMIN_PAGES.feedback,
  "admin-new-resume": ADMIN_PAGES.resumes,
  "admin-new-contact-message": ADMIN_PAGES.contactMessages,
  "admin-new-member-submission": ADMIN_PAGES.approvals,
  "admin-donation-received": ADMIN_PAGES.donations,
} as const;
export type AdminNoticeTemplate =
  | keyof typeof ADMIN_NOTICE_PAGES
  | "admin-listing-hidden"
  | "admin-organisation-renamed";

/** Where a notice's button goes: its item on its page, or (a listing) the item's own admin page. */
export type AdminNoticeItem =
  | { template: keyof typeof ADMIN_NOTICE_PAGES; open: number | string }
  | { template: AdminNoticeTemplate; path: string };

/** The admin address of a notice's item, below the site's origin. */
export function adminNoticePath(item: AdminNoticeItem): string {
  return "path" in item ? item.path : adminOpenPath(ADMIN_NOTICE_PAGES[item.template], item.open);
}

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
  item: AdminNoticeItem,
  data: Omit<AdminNoticeData, "adminUrl"> & {
    /** The sender's address, when there is one: a staff reply goes straight to them. */
    replyTo?: string | undefined;
  },
): Promise<void> {
  const { template } = item;
  try {
    const { replyTo, ...notice } = data;
    const rendered = renderAdminNotice({ ...notice, adminUrl: siteUrl(ctx.env, adminNoticePath(item)) });
    for (const to of await adminRecipients(ctx)) {
      await ctx.mail.send({ to, template, ...rendered, ...(replyTo ? { replyTo } : {}) });
    }
  } catch (error) {
    ctx.logger.error({ err: error, template }, "could not notify the admins");
  }
}
