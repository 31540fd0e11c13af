import { imageSrcSet, itemPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import placeholder from "../../assets/placeholder-news.svg";
import { EmptyState } from "../../components/empty-state.tsx";
import { Icon } from "../../components/icon.tsx";
import { Skeleton } from "../../components/skeleton.tsx";
import { describeError } from "../../lib/errors.ts";
import { ApiError } from "../../lib/http.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { NotFoundView } from "../not-found/not-found-view.tsx";
import { useBlog } from "./api/get-blog.ts";
import "./blogs.css";

export default function BlogPostPage() {
  const { t, i18n } = useTranslation("blogs");
  const id = Number(useParams().id);
  const query = useBlog(id);
  const blog = query.data?.blog;
  usePageMeta({
    title: blog?.title ?? t("blogs:meta.blogs.title"),
    description: blog?.description ?? t("blogs:meta.blogs.description"),
    path: itemPagePath(PUBLIC_PAGES.blogs.path, id),
    type: "article",
  });

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFoundView />;
  }
  // The body is plain text written by editors: paragraphs are separated by blank lines.
  const paragraphs = (blog?.content || blog?.description || "").split(/\n{2,}/).filter((text) => text.trim());

  return (
    <article className="blog-post container">
      <p className="blog-post__back">
        <Link to={PUBLIC_PAGES.blogs.path} className="card__more">
          <Icon name="arrowLeft" size={18} />
          {t("post.back")}
        </Link>
      </p>
      {query.isPending ? (
        <div className="stack" aria-busy="true">
          <span className="visually-hidden">{t("common:status.loading")}</span>
          <Skeleton height="2.5rem" width="80%" />
          <Skeleton height="1rem" width="30%" />
          <Skeleton className="blog-post__image-skeleton" radius="20px" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
        </div>
      ) : query.isError || !blog ? (
        <EmptyState tone="error" title={t("post.error")}>
          {describeError(t, query.error)}
        </EmptyState>
      ) : (
        <>
          <header className="blog-post__header">
            <p className="eyebrow">{t("post.eyebrow")}</p>
            <h1>{blog.title}</h1>
            <p className="card__meta">
              <Icon name="calendar" size={16} />
              <time dateTime={blog.createdAt}>{formatDate(blog.createdAt, i18n.language)}</time>
            </p>
          </header>
          <img
            className="blog-post__image"
            src={blog.photo || placeholder}
            srcSet={imageSrcSet(blog.photo)}
            sizes="(max-width: 800px) 100vw, 760px"
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
          />
          <p className="lead">{blog.description}</p>
          <div className="prose blog-post__content">
            {paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  );
}
