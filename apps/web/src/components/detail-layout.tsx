import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/empty-state.tsx";
import { Icon } from "../../../components/icon.tsx";
import { PageHero } from "../../../components/page-hero.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { describeError } from "../../../lib/errors.ts";
import { ApiError } from "../../../lib/http.ts";
import { NotFoundView } from "../../not-found/not-found-view.tsx";
import "./opportunities.css";

interface OpportunityDetailProps<T> {
  id: number;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  backTo: string;
  backLabel: string;
  eyebrow: (item: T) => string;
  title: (item: T) => string;
  lead?: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}

/** One opportunity's own page (linked from its card, listed in the sitemap): loading, missing, error. */
export function OpportunityDetail<T>({
  id,
  query,
  backTo,
  backLabel,
  eyebrow,
  title,
  lead,
  children,
}: OpportunityDetailProps<T>) {
  const { t } = useTranslation();
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFoundView />;
  }
  const item = query.data;
  return (
    <>
      <PageHero
        eyebrow={item ? eyebrow(item) : undefined}
        title={item ? title(item) : query.isError ? t("errors.loadFailed") : t("status.loading")}
        lead={item && lead ? lead(item) : undefined}
      />
      <div className="container opportunity-detail">
        <p>
          <Link to={backTo} className="card__more">
            <Icon name="arrowLeft" size={18} />
            {backLabel}
          </Link>
        </p>
        {query.isPending ? (
          <div className="stack" aria-busy="true">
            <Skeleton height="1rem" />
            <Skeleton height="1rem" />
            <Skeleton height="1rem" width="70%" />
          </div>
        ) : query.isError || !item ? (
          <EmptyState tone="error" title={t("errors.loadFailed")}>
            {describeError(t, query.error)}
          </EmptyState>
        ) : (
          <article className="opportunity-detail__body">{children(item)}</article>
        )}
      </div>
    </>
  );
}
