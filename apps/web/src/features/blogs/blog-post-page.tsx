import { imageSrcSet, itemPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import placeholder from "../../assets/placeholder-news.svg";
import { DetailLayout } from "../../components/detail-layout.tsx";
import { Icon } from "../../components/icon.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
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

  return (
    <DetailLayout
      id={id}
      query={{ ...query, data: blog }}
      backTo={PUBLIC_PAGES.blogs.path}
      backLabel={t("post.back")}
      errorTitle={t("post.error")}
      eyebrow={() => t("post.eyebrow")}
      title={(post) => post.title}
      lead={(post) => (
        <p className="blog-post__date">
          <Icon name="calendar" size={18} />
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.language)}</time>
        </p>
      )}
    >
      {(post) => (
        <>
          <img
            className="detail-layout__image"
            src={post.photo || placeholder}
            srcSet={imageSrcSet(post.photo)}
            sizes="(max-width: 800px) 100vw, 768px"
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
          />
          <p className="lead">{post.description}</p>
          <div className="prose blog-post__content">
            {/* The body is plain text written by editors: paragraphs are separated by blank lines. */}
            {(post.content || post.description)
              .split(/\n{2,}/)
              .filter((text) => text.trim())
              .map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        </>
      )}
    </DetailLayout>
  );
}
