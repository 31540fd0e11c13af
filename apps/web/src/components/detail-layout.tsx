import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../lib/errors.ts";
import { ApiError } from "../lib/http.ts";
import { EmptyState } from "./empty-state.tsx";
import { Icon } from "./icon.tsx";
import { NotFoundView } from "./not-found-view.tsx";
import { PageHero } from "./page-hero.tsx";
import { Skeleton } from "./skeleton.tsx";
import "./detail-layout.css";
import "./detail-list.css";

/**
 * True where the page is drawn as a preview of how it will look once published (the console's
 * approval queue, the posting form): the way back to the public list is left out, so the preview
 * never leads away, and so are the notice that the listing is not published yet and the buttons to
 * save or report it.
 */
export const DetailPreviewContext = createContext(false);

export interface DetailLayoutProps<T> {
  id: number;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  backTo: string;
  backLabel: string;
  eyebrow: (item: T) => string;
  title: (item: T) => string;
  /** The title's language, when it is not the page's. */
  titleLang?: (item: T) => string | undefined;
  lead?: (item: T) => ReactNode;
  /** The title shown when the item could not be read (default: the shared "could not load"). */
  errorTitle?: string;
  children: (item: T) => ReactNode;
}

/**
 * The page of one item (a scholarship, internship, training, job or blog post): the section's hero
 * with the item's name, a way back to its list, and one reading column that starts where the hero's
 * text starts. Loading, missing (the not-found page) and failed reads look the same for every kind.
 */
export function DetailLayout<T>({
  id,
  query,
  backTo,
  backLabel,
  eyebrow,
  title,
  titleLang,
  lead,
  errorTitle,
  children,
}: DetailLayoutProps<T>) {
  const { t } = useTranslation();
  const preview = useContext(DetailPreviewContext);
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFoundView />;
  }
  const item = query.data;
  const failedTitle = errorTitle ?? t("errors.loadFailed");
  return (
    <>
      <PageHero
        eyebrow={item ? eyebrow(item) : undefined}
        title={item ? title(item) : query.isError ? failedTitle : t("status.loading")}
        titleLang={item && titleLang ? titleLang(item) : undefined}
        lead={item && lead ? lead(item) : undefined}
      />
      <div className="container detail-layout">
        {preview ? null : (
          <p className="detail-layout__back">
            <Link to={backTo} className="detail-layout__back-link">
              <Icon name="arrowLeft" size={18} />
              {backLabel}
            </Link>
          </p>
        )}
        {query.isPending ? (
          <div className="detail-layout__column stack" aria-busy="true">
            <Skeleton className="detail-layout__image-skeleton" radius="20px" />
            <Skeleton height="1rem" />
            <Skeleton height="1rem" />
            <Skeleton height="1rem" width="70%" />
          </div>
        ) : query.isError || !item ? (
          <div className="detail-layout__column">
            <EmptyState tone="error" title={failedTitle}>
              {describeError(t, query.error)}
            </EmptyState>
          </div>
        ) : (
          <article className="detail-layout__column detail-layout__body">{children(item)}</article>
        )}
      </div>
    </>
  );
}
