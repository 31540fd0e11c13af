// Tells the person who submitted an opportunity that an admin approved or rejected it. Mail goes
// through the durable queue (ctx.mail), so it never holds up or fails the review itself; looking
// up the submitter is guarded too, for the same reason.
import type { AppContext } from "../context.ts";
import { button, mailMessage, paragraph, type RenderedMail, renderLayout } from "../mail/templates/index.ts";
import type { OpportunityKind, OpportunityRow } from "./opportunity-kind.ts";

export const REVIEW_MAIL_TEMPLATE = "opportunity-reviewed";

export interface ReviewMailData {
  name: string;
  kindLabel: string;
  title: string;
  decision: "approved" | "rejected";
  reason: string | undefined;
  pageUrl: string;
}

export function renderReviewMail(data: ReviewMailData): RenderedMail {
  const what = `${data.kindLabel.toLowerCase()} "${data.title}"`;
  const approved = data.decision === "approved";
  const subject = approved ? `Your ${what} is now published` : `Your ${what} was not approved`;
  const outcome = approved
    ? `Good news: your ${what} was approved and is now listed on Born To Win.`
    : `Your ${what} was reviewed and was not approved.`;
  const reason = data.reason ? `Reason given by the reviewer: ${data.reason}` : undefined;
  const next = approved
    ? `See it here: ${data.pageUrl}`
    : "You can edit your submission and send it again for review.";
  const lines = [`Hello ${data.name},`, outcome, ...(reason ? [reason] : [])];
  return renderLayout({
    subject,
    preheader: outcome,
    bodyText: [...lines, next].join("\n\n"),
    bodyHtml: [
      ...lines.map(paragraph),
      approved ? button("See it on Born To Win", data.pageUrl) : paragraph(next),
    ].join("\n"),
    footer: { reason: "You get this message because you submitted this listing on Born To Win." },
  });
}

/** Emails the submitter (unless they reviewed their own item); never throws. */
export async function notifySubmitter<Row extends OpportunityRow>(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  kind: Pick<OpportunityKind<Row>, "label" | "entity" | "page" | "titleOf">,
  row: Row,
  review: { reviewerId: number; decision: "approved" | "rejected"; reason: string | undefined },
): Promise<void> {
  if (row.createdById === null || row.createdById === review.reviewerId) return;
  try {
    const submitter = await ctx.db.user.findUnique({
      where: { id: row.createdById },
      select: { email: true, fullName: true, active: true },
    });
    if (!submitter?.active) return;
    const rendered = renderReviewMail({
      name: submitter.fullName,
      kindLabel: kind.label,
      title: kind.titleOf(row),
      decision: review.decision,
      reason: review.reason,
      pageUrl: new URL(kind.page.path, ctx.env.PUBLIC_URL).toString(),
    });
    await ctx.mail.send(mailMessage(submitter.email, REVIEW_MAIL_TEMPLATE, rendered));
  } catch (error) {
    ctx.logger.error({ err: error, entity: kind.entity, id: row.id }, "review email could not be queued");
  }
}
