// "My submissions": each listing the person sent, its kind, where it stands (waiting, published, not
// approved with the reviewer's reason), and what they can do next: view it once published, change
// it, or edit and resubmit it.
import { type MySubmission, opportunityPagePath, PRIVATE_PAGES } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useMySubmissions } from "../../../lib/api/get-my-submissions.ts";
import { describeError } from "../../../lib/errors.ts";
import { editSubmissionHref } from "../../../lib/submission-href.ts";

const PAGE_SIZE = 10;

export function MySubmissions() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useMySubmissions({ page, limit: PAGE_SIZE });
  if (query.isPending) {
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState tone="error" title={t("account.loadFailed")}>
        {describeError(t, query.error)}
      </EmptyState>
    );
  }
  const { data: submissions, totalPages } = query.data;
  if (submissions.length === 0) {
    return (
      <EmptyState
        title={t("submissions.empty")}
        action={<ButtonLink to={PRIVATE_PAGES.postOpportunity}>{t("account.post")}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className="submission-list">
        {submissions.map((item) => (
          <SubmissionRow key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(to) => `?page=${to}#account-submissions`}
        label={t("submissions.title")}
      />
    </>
  );
}

function SubmissionRow({ item }: { item: MySubmission }) {
  const { t, i18n } = useTranslation("account");
  return (
    <li className="submission" data-status={item.status}>
      <div className="submission__text">
        <p className="submission__kind">{t(`submissions.kinds.${item.kind}`)}</p>
        <h3 className="submission__title">{item.title}</h3>
        <p className="submission__meta">
          <span className={`submission__status submission__status--${item.status}`}>
            {t(`submissions.status.${item.status}`)}
          </span>{" "}
          · {t("submissions.submitted", { date: formatDate(item.createdAt, i18n.language) })}
        </p>
        {item.status === "rejected" && item.reviewReason ? (
          <p className="submission__reason">{t("submissions.reason", { reason: item.reviewReason })}</p>
        ) : null}
      </div>
      <div className="submission__actions">
        {item.status === "approved" ? (
          <Link to={opportunityPagePath(item.kind, item.id)}>
            {t("submissions.view")}
            <span className="visually-hidden">: {item.title}</span>
          </Link>
        ) : null}
        {/* Every listing can be put right: a rejected one to send again, a waiting one before anyone
            has reviewed it, a published one (the form says it is reviewed again). */}
        <ButtonLink to={editSubmissionHref(item.kind, item.id)} size="sm" variant="secondary">
          {t(item.status === "rejected" ? "submissions.edit" : "submissions.change")}
          <span className="visually-hidden">: {item.title}</span>
        </ButtonLink>
      </div>
    </li>
  );
}
