// Tells the person who submitted an opportunity that an admin approved or rejected it, in the
// language of their account, with links to the item: its public page when approved, and its edit
// page in the admin console (rejected: edit and resubmit). Mail goes through the durable queue
// (ctx.mail), so it never holds up or fails the review itself; looking up the submitter is guarded too.
import {
  adminEditPath,
  approvalItemKey,
  OPPORTUNITY_KIND_REGISTRY,
  type OpportunityKind as OpportunityKindKey,
  opportunityPagePath,
  PRIVATE_PAGES,
  type Role,
} from "@btw/contracts";
import { type Language, mailCatalog, staffNotices, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { rowTitle } from "../lib/vocabulary-labels.ts";
import { homeUrl, siteUrl } from "../mail/site-links.ts";
import { type AdminNoticeItem, notifyAdmins } from "../mail/templates/admin-notice.ts";
import {
  button,
  mailMessage,
  paragraph,
  paragraphWithLink,
  type RenderedMail,
  renderLayout,
} from "../mail/templates/index.ts";
import type { OpportunityKind, OpportunityRow } from "./opportunity-kind.ts";

export const REVIEW_MAIL_TEMPLATE = "opportunity-reviewed";

interface ReviewMailData {
  name: string;
  kind: OpportunityKindKey;
  title: string;
  decision: "approved" | "rejected";
  reason: string | undefined;
  language: Language;
  /** The item's public page in the reader's language (shown when approved). */
  pageUrl: string;
  /** The item's edit page: the public post form for members, the admin console for staff. */
  editUrl: string;
  homeUrl: string;
  /** Members get their account's words and a link to My submissions. */
  member?: { accountUrl: string };
}

export function renderReviewMail(data: ReviewMailData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.review;
  const kind = t.kinds[data.kind];
  const approved = data.decision === "approved";
  const outcome = approved ? t.approved(kind, data.title) : t.rejected(kind, data.title);
  const reason = data.reason ? t.reviewerReason(data.reason) : undefined;
  const edit = approved
    ? data.member
      ? words.memberReview.editApproved
      : t.editApproved
    : t.editAndResubmit;
  const lines = [words.hello(data.name), outcome, ...(reason ? [reason] : [])];
  const account = data.member && {
    text: `${words.memberReview.mySubmissions}:`,
    url: data.member.accountUrl,
  };
  return renderLayout({
    subject: approved ? t.approvedSubject(kind, data.title) : t.rejectedSubject(kind, data.title),
    preheader: outcome,
    bodyText: [
      ...lines,
      ...(approved ? [`${t.seeIt}: ${data.pageUrl}`] : []),
      `${edit} ${data.editUrl}`,
      ...(account ? [`${account.text} ${account.url}`] : []),
    ].join("\n\n"),
    bodyHtml: [
      ...lines.map(paragraph),
      approved ? button(t.seeIt, data.pageUrl) : "",
      approved ? paragraphWithLink(edit, data.editUrl) : paragraph(edit),
      approved ? "" : button(t.editButton, data.editUrl),
      account ? paragraphWithLink(account.text, account.url) : "",
    ].join("\n"),
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}

/** The public post form opened on one of the member's listings: `?kind=jobs&edit=12`. */
export function memberEditUrl(
  env: Pick<AppContext["env"], "PUBLIC_URL">,
  kind: OpportunityKindKey,
  id: number,
  language: Language,
): string {
  const url = new URL(siteUrl(env, PRIVATE_PAGES.postOpportunity, language));
  url.searchParams.set("kind", kind);
  url.searchParams.set("edit", String(id));
  return url.toString();
}

/** Emails the submitter (unless they reviewed their own item); never throws. */
export async function notifySubmitter<Row extends OpportunityRow>(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  kind: Pick<OpportunityKind<Row>, "kind" | "entity">,
  row: Row,
  review: { reviewerId: number; decision: "approved" | "rejected"; reason: string | undefined },
): Promise<void> {
  if (row.createdById === null || row.createdById === review.reviewerId) return;
  try {
    const submitter = await ctx.db.user.findUnique({
      where: { id: row.createdById },
      select: { email: true, fullName: true, active: true, language: true, role: true },
    });
    if (!submitter?.active) return;
    const language = toLanguage(submitter.language);
    const member = submitter.role === "member";
    const rendered = renderReviewMail({
      name: submitter.fullName,
      kind: kind.kind,
      // As the item's page names it in their language (an internship by its category's label).
      title: rowTitle(language, kind.kind, row),
      decision: review.decision,
      reason: review.reason,
      language,
      pageUrl: siteUrl(ctx.env, opportunityPagePath(kind.kind, row.id), language),
      // Members edit on the public post form in their language; the admin console speaks English only.
      editUrl: member
        ? memberEditUrl(ctx.env, kind.kind, row.id, language)
        : siteUrl(ctx.env, adminEditPath(OPPORTUNITY_KIND_REGISTRY[kind.kind].adminPath, row.id)),
      homeUrl: homeUrl(ctx.env, language),
      ...(member ? { member: { accountUrl: siteUrl(ctx.env, PRIVATE_PAGES.account, language) } } : {}),
    });
    await ctx.mail.send(mailMessage(submitter.email, REVIEW_MAIL_TEMPLATE, rendered));
  } catch (error) {
    ctx.logger.error({ err: error, entity: kind.entity, id: row.id }, "review email could not be queued");
  }
}

/**
 * Tells staff about a member's listing: a new submission or an edit that waits for review, or one
 * published at once because the account has auto-approval. Replying answers the member.
 */
export async function notifyStaffOfSubmission(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  kind: { kind: OpportunityKindKey; label: string; titleOf(row: object): string },
  item: object,
  member: { id: number; role: Role },
  event: "submitted" | "resubmitted" = "submitted",
): Promise<void> {
  if (member.role !== "member") return;
  const status = (item as { status?: unknown }).status;
  if (status !== "pending" && status !== "approved") return;
  const account = await ctx.db.user
    .findUnique({ where: { id: member.id }, select: { fullName: true, email: true, organisation: true } })
    .catch(() => null);
  const what = kind.label.toLowerCase();
  const words = staffNotices.submission;
  const headline = (status === "approved" ? words.published : words[event])(what, kind.titleOf(item));
  const id = (item as { id: number }).id;
  // A published item has left the queue: its own admin page opens it.
  const target: AdminNoticeItem =
    status === "approved"
      ? {
          template: "admin-new-member-submission",
          path: adminEditPath(OPPORTUNITY_KIND_REGISTRY[kind.kind].adminPath, id),
        }
      : { template: "admin-new-member-submission", open: approvalItemKey(kind.kind, id) };
  await notifyAdmins(ctx, target, {
    headline,
    details: [
      ["Title", kind.titleOf(item)],
      ["Member", account ? `${account.fullName} <${account.email}>` : `#${member.id}`],
      ...(account?.organisation ? ([["Organisation", account.organisation]] as Array<[string, string]>) : []),
    ],
    replyTo: account?.email,
  });
}
