import { itemPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BlogPostBody, BlogPostDate } from "../../components/blog-post-parts.tsx";
import { DetailLayout } from "../../components/detail-layout.tsx";
import { useLangOf } from "../../lib/content-language.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useBlog } from "./api/get-blog.ts";

export default function BlogPostPage() {
  const { t, i18n } = useTranslation("blogs");
  const langOf = useLangOf();
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
      titleLang={(post) => langOf(post, "title").lang}
      lead={(post) => <BlogPostDate post={post} language={i18n.language} />}
    >
      {(post) => <BlogPostBody post={post} />}
    </DetailLayout>
  );
}
