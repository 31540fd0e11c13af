import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../../components/button.tsx";
import { EmptyState } from "../../../../components/empty-state.tsx";
import { gridStyle } from "../../../../components/grid-columns.ts";
import { Section } from "../../../../components/section.tsx";
import { CardGridSkeleton } from "../../../../components/skeleton.tsx";
import { latestPosts, useBlogs } from "../../../../features/blogs/api/get-blogs.ts";
import { BlogCard } from "../../../../features/blogs/components/blog-card.tsx";
import { describeError } from "../../../../lib/errors.ts";

/** News and events: the latest blog posts (the old site showed two fixed items; three fill a row). */
export function NewsEvents() {
  const { t } = useTranslation("home");
  const blogs = useBlogs(latestPosts);
  return (
    <Section
      id="news"
      eyebrow={t("news.eyebrow")}
      title={t("news.title")}
      tone="sunken"
      actions={
        <ButtonLink to={PUBLIC_PAGES.blogs.path} variant="secondary">
          {t("news.all")}
        </ButtonLink>
      }
    >
      {blogs.isPending ? (
        <CardGridSkeleton count={latestPosts.limit} label={t("common:status.loading")} />
      ) : blogs.isError ? (
        <EmptyState tone="error" title={t("news.error")}>
          {describeError(t, blogs.error)}
        </EmptyState>
      ) : blogs.data.News.length === 0 ? (
        <EmptyState title={t("news.empty")} />
      ) : (
        <ul className="grid" style={gridStyle(latestPosts.limit)}>
          {blogs.data.News.map((blog) => (
            <li key={blog.id} className="grid__item">
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
