import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../lib/errors.ts";
import { Button, ButtonLink } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { CardGridSkeleton } from "./skeleton.tsx";
import "./list-states.css";

interface PageCounts {
  count: number;
  totalPages: number;
}

/** The address asks for a page after the last one of a list that has items. */
export function isPastEnd(data: PageCounts | undefined, page: number): boolean {
  return Boolean(data && data.count > 0 && page > data.totalPages);
}

interface ListStatesProps<T extends PageCounts> {
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
  /** The address of a page of this list: a page past the end links back to the first and the last. */
  hrefFor: (page: number) => string;
  page: number;
  children: (data: T) => ReactNode;
}

/** Loading (skeletons holding the layout), error (with retry), empty, and the list itself. */
export function ListStates<T extends PageCounts>({
  query,
  isEmpty,
  skeletonCount,
  skeletonMedia = true,
  emptyTitle,
  emptyText,
  hrefFor,
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
  if (isEmpty(query.data) && isPastEnd(query.data, page)) {
    const last = query.data.totalPages;
    return (
      <EmptyState
        title={t("list.pastEnd", { page, total: last })}
        action={
          <>
            <ButtonLink to={hrefFor(last)}>{t("list.lastPage", { page: last })}</ButtonLink>
            {last > 1 ? (
              <ButtonLink to={hrefFor(1)} variant="secondary">
                {t("list.firstPage")}
              </ButtonLink>
            ) : null}
          </>
        }
      />
    );
  }
  if (isEmpty(query.data)) {
    return (
      <EmptyState
        title={emptyTitle}
        action={
          page > 1 ? (
            <ButtonLink to={hrefFor(1)} variant="secondary">
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
