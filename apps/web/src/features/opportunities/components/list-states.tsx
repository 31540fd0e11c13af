import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { CardGridSkeleton } from "../../../components/skeleton.tsx";
import { describeError } from "../../../lib/errors.ts";
import "./opportunities.css";

interface ListStatesProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  isEmpty: (data: T) => boolean;
  skeletonCount: number;
  skeletonMedia?: boolean;
  emptyTitle: string;
  emptyText?: ReactNode;
  /** Shown when the address asks for a page past the end. */
  firstPageHref?: string;
  page: number;
  children: (data: T) => ReactNode;
}

/** Loading (skeletons holding the layout), error (with retry), empty, and the list itself. */
export function ListStates<T>({
  query,
  isEmpty,
  skeletonCount,
  skeletonMedia = true,
  emptyTitle,
  emptyText,
  firstPageHref,
  page,
  children,
}: ListStatesProps<T>) {
  const { t } = useTranslation();
  if (query.isPending)
    return <CardGridSkeleton count={skeletonCount} media={skeletonMedia} label={t("status.loading")} />;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        tone="error"
        title={t("errors.loadFailed")}
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            {t("errors.retry")}
          </Button>
        }
      >
        <p>{describeError(t, query.error)}</p>
      </EmptyState>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <EmptyState
        title={emptyTitle}
        action={
          page > 1 && firstPageHref ? (
            <ButtonLink to={firstPageHref} variant="secondary">
              {t("list.firstPage")}
            </ButtonLink>
          ) : undefined
        }
      >
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <div
      className="list-results"
      aria-busy={query.isPlaceholderData || undefined}
      data-stale={query.isPlaceholderData || undefined}
    >
      {children(query.data)}
    </div>
  );
}
