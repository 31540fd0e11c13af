import { PAGE_SIZES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../components/icon.tsx";
import { ListStates } from "../../components/list-states.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { blogListAddress, useBlogs } from "./api/get-blogs.ts";
import { BlogCard } from "./components/blog-card.tsx";
import "./blogs.css";
import { gridStyle } from "../../components/grid-columns.ts";

const REASONS: Array<{ key: string; icon: IconName }> = [
  { key: "verified", icon: "shield" },
  { key: "community", icon: "users" },
  { key: "free", icon: "heart" },
];

export default function BlogsPage() {
  const { t } = useTranslation("blogs");
  useSitePageMeta("blogs");
  const { page, params, hrefFor } = useListParams(blogListAddress);
  const blogs = useBlogs(params);

  return (
    <div className="page-enter">
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <Section id="latest-blogs" title={t("latest.title")}>
        <ListStates
          query={blogs}
          page={page}
          hrefFor={hrefFor}
          isEmpty={(data) => data.News.length === 0}
          skeletonCount={PAGE_SIZES.blogs}
          emptyTitle={t("latest.empty")}
        >
          {(data) => (
            <>
              <ul className="grid" style={gridStyle(PAGE_SIZES.blogs)}>
                {data.News.map((blog, index) => (
                  <li key={blog.id} className="grid__item">
                    <BlogCard blog={blog} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={hrefFor}
                label={t("latest.paginationLabel")}
                showFirstLast
                siblings={1}
                boundary={1}
              />
            </>
          )}
        </ListStates>
      </Section>
      <Section
        id="why"
        eyebrow={t("why.eyebrow")}
        title={t("why.title")}
        tone="sunken"
        intro={<p>{t("why.intro")}</p>}
      >
        <ul className="grid why-list" style={gridStyle(REASONS.length)}>
          {REASONS.map((reason) => (
            <li key={reason.key} className="why-item">
              <span className="why-item__icon">
                <Icon name={reason.icon} size={26} />
              </span>
              <h3>{t(`why.items.${reason.key}.title`)}</h3>
              <p>{t(`why.items.${reason.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
