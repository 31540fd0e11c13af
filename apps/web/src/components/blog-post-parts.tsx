// The parts of a blog post's page that the site and the admin preview share, so a preview shows
// the post exactly as the public page will.
import { type Blog, imageSrcSet } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import placeholder from "../assets/placeholder-news.svg?inline";
import { NotTranslatedNote, useFieldLang } from "../lib/content-language.tsx";
import { Icon } from "./icon.tsx";
import { RichText } from "./rich-text.tsx";
import "./blog-post-parts.css";

type PostShown = Pick<Blog, "title" | "description" | "content" | "photo" | "publishAt"> &
  Partial<Pick<Blog, "language" | "fieldLanguages">>;

export function BlogPostDate({ post, language }: { post: Pick<Blog, "publishAt">; language: string }) {
  return (
    <p className="blog-post__date">
      <Icon name="calendar" size={18} />
      <time dateTime={post.publishAt}>{formatDate(post.publishAt, language)}</time>
    </p>
  );
}

/** The post's reading column: its picture, summary and body (sanitised HTML). */
export function BlogPostBody({ post, photo }: { post: PostShown; photo?: string }) {
  const src = photo ?? post.photo;
  const lang = useFieldLang(post);
  return (
    <>
      <img
        className="detail-layout__image"
        src={src || placeholder}
        srcSet={photo ? undefined : imageSrcSet(post.photo)}
        sizes="(max-width: 800px) 100vw, 768px"
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
      />
      <NotTranslatedNote item={post} fields={["title", "description", "content"]} />
      <p className="lead" {...lang("description")}>
        {post.description}
      </p>
      {post.content ? (
        <div {...lang("content")}>
          <RichText className="blog-post__content" html={post.content} />
        </div>
      ) : null}
    </>
  );
}
