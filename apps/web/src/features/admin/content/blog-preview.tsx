// The post as the public page shows it (the same hero and reading column parts), from the form's
// values before they are saved.
import type { Blog } from "@btw/contracts";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import "../../../components/detail-layout.css";
import { BlogPostBody, BlogPostDate } from "../../../components/blog-post-parts.tsx";
import { PageHero } from "../../../components/page-hero.tsx";

type Draft = Pick<Blog, "title" | "description" | "content" | "photo" | "publishAt">;

export function BlogPreview({ post, photo }: { post: Draft; photo?: File }) {
  const { t, i18n } = useTranslation("blogs");
  const { t: tAdmin } = useTranslation("admin");
  const photoUrl = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);
  return (
    <section className="public-preview" aria-label={tAdmin("blogs.previewLabel")}>
      <p className="public-preview__note">{tAdmin("blogs.previewNote")}</p>
      <div className="public-preview__page">
        <PageHero
          eyebrow={t("post.eyebrow")}
          title={post.title || tAdmin("blogs.untitled")}
          lead={<BlogPostDate post={post} language={i18n.language} />}
        />
        <div className="container detail-layout">
          <article className="detail-layout__column detail-layout__body">
            <BlogPostBody post={post} photo={photoUrl} />
          </article>
        </div>
      </div>
    </section>
  );
}
