import type { Blog } from "@btw/contracts";
import { itemPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import placeholder from "../../../assets/placeholder-news.svg?inline";
import { Card } from "../../../components/card.tsx";
import { Icon } from "../../../components/icon.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";

/** `priority`: the list's first card, in the first screen (its picture loads at once, with high priority). */
export function BlogCard({
  blog,
  headingLevel = 3,
  priority = false,
}: {
  blog: Blog;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation("common");
  const lang = useFieldLang(blog);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card
      media={
        <ResponsiveImage
          src={blog.photo}
          fallback={placeholder}
          alt=""
          width={800}
          height={450}
          priority={priority}
        />
      }
      footer={
        <Link to={itemPagePath(PUBLIC_PAGES.blogs.path, blog.id)} className="card__more">
          {t("blog.readMore")}
          <span className="visually-hidden">: {blog.title}</span>
          <Icon name="arrowRight" size={18} />
        </Link>
      }
    >
      <p className="card__meta">
        <Icon name="calendar" size={16} />
        <time dateTime={blog.publishAt}>{formatDate(blog.publishAt, i18n.language)}</time>
      </p>
      <Heading className="card__title" {...lang("title")}>
        {blog.title}
      </Heading>
      <p className="card__text card__clamp" {...lang("description")}>
        {blog.description}
      </p>
      <NotTranslatedNote item={blog} fields={["title", "description"]} />
    </Card>
  );
}
