// Tells the person who submitted an opportunity that an admin approved or rejected it, in the
// language of their account, with links to the item: its public page when approved, and its edit
// page in the admin console (rejected: edit and resubmit). Mail goes through the durable queue
// (ctx.mail), so it never holds up or fails the review itself; looking up the submitter is guarded too.
import {
  adminEditPath,
  OPPORTUNITY_KIND_REGISTRY,
  type OpportunityKind as OpportunityKindKey,
  opportunityPagePath,
} from "@btw/contracts";
import { type Language, mailCatalog, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { homeUrl, siteUrl } from "../mail/site-links.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";
import { button, mailMessage, paragraph, type RenderedMail, renderLayout } from "../mail/templates/index.ts";
import type { OpportunityKind, OpportunityRow } from "./opportunity-kind.ts";

export const REVIEW_MAIL_TEMPLATE = "opportunity-reviewed";

export interface ReviewMailData {
  name: string;
  kind: OpportunityKindKey;
  title: string;
  decision: "approved" | "rejected";
  reason: string | undefined;
  language: Language;
  /** The item's public page in the reader's language (shown when approved). */
  pageUrl: string;
  /** The item's edit page in the admin console. */
  editUrl: string;
  homeUrl: string;
}

export function renderReviewMail(data: ReviewMailData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.review;
  const kind = t.kinds[data.kind];
  const approved = data.decision === "approved";
  const outcome = approved ? t.approved(kind, data.title) : t.rejected(kind, data.title);
  const reason = data.reason ? t.reviewerReason(data.reason) : undefined;
  const edit = approved ? t.editApproved : t.editAndResubmit;
  const lines = [words.hello(data.name), outcome, ...(reason ? [reason] : [])];
  return renderLayout({
    subject: approved ? t.approvedSubject(kind, data.title) : t.rejectedSubject(kind, data.title),
    preheader: outcome,
    bodyText: [
      ...lines,
      ...(approved ? [`${t.seeIt}: ${data.pageUrl}`] : []),
      `${edit} ${data.editUrl}`,
    ].join("\n\n"),
    bodyHtml: [
      ...lines.map(paragraph),
      approved ? button(t.seeIt, data.pageUrl) : "",
      approved ? paragraph(`${edit} ${data.editUrl}`) : paragraph(edit),
      approved ? "" : button(t.editButton, data.editUrl),
    ].join("\n"),
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}

/** Emails the submitter (unless they reviewed their own item); never throws. */
export async function notifySubmitter<Row extends OpportunityRow>(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  kind: Pick<OpportunityKind<Row>, "kind" | "entity" | "titleOf">,
  row: Row,
  review: { reviewerId: number; decision: "approved" | "rejected"; reason: string | undefined },
): Promise<void> {
  if (row.createdById === null || row.createdById === review.reviewerId) return;
  try {
    const submitter = await ctx.db.user.findUnique({
      where: { id: row.createdById },
      select: { email: true, fullName: true, active: true, language: true },
    });
    if (!submitter?.active) return;
    const language = toLanguage(submitter.language);
    const rendered = renderReviewMail({
      name: submitter.fullName,
      kind: kind.kind,
      title: kind.titleOf(row),
      decision: review.decision,
      reason: review.reason,
      language,
      pageUrl: siteUrl(ctx.env, opportunityPagePath(kind.kind, row.id), language),
      // The admin console speaks English only, so its address has no language prefix.
      editUrl: siteUrl(ctx.env, adminEditPath(OPPORTUNITY_KIND_REGISTRY[kind.kind].adminPath, row.id)),
      homeUrl: homeUrl(ctx.env, language),
    });
    await ctx.mail.send(mailMessage(submitter.email, REVIEW_MAIL_TEMPLATE, rendered));
  } catch (error) {
    ctx.logger.error({ err: error, entity: kind.entity, id: row.id }, "review email could not be queued");
  }
}

/** Tells staff that a member's submission waits for review; replying answers the member. */
export async function notifyStaffOfSubmission(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  kind: { label: string; titleOf(row: object): string },
  item: object,
  memberId: number,
): Promise<void> {
  if ((item as { status?: unknown }).status !== "pending") return;
  const member = await ctx.db.user
    .findUnique({ where: { id: memberId }, select: { fullName: true, email: true } })
    .catch(() => null);
  await notifyAdmins(ctx, "admin-new-member-submission", {
    title: `New ${kind.label.toLowerCase()} submitted for review`,
    details: [
      ["Title", kind.titleOf(item)],
      ["Member", member ? `${member.fullName} <${member.email}>` : `#${memberId}`],
    ],
    replyTo: member?.email,
  });
}
