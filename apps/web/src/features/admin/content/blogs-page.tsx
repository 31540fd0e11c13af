// /admin/blogs: the news posts (drafts and scheduled ones too), searched, sorted and paged by the API.

import { type Blog, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { thumbColumn } from "../components/thumb-column.tsx";
import { BlogPublishedDate, BlogStatusBadge } from "./blog-status-badge.tsx";
import { ContentListPage } from "./content-list-page.tsx";

export default function BlogsPage() {
  const { t } = useTranslation("admin");
  return (
    <ContentListPage
      list="blogs"
      name={(blog) => blog.title}
      publicPath={PUBLIC_PAGES.blogs.path}
      columns={[
        thumbColumn(t("fields.photo"), (blog: Blog) => blog.photo),
        {
          key: "title",
          header: t("list.title"),
          primary: true,
          sortKey: "title",
          cell: (blog) => (
            <>
              <span className="data-table__primary">{blog.title}</span>
              <span className="data-table__secondary data-table__clip">{blog.description}</span>
            </>
          ),
        },
        {
          key: "status",
          header: t("blogs.status"),
          sortKey: "status",
          cell: (blog) => <BlogStatusBadge blog={blog} />,
        },
        {
          key: "created",
          header: t("list.published"),
          sortKey: "publishAt",
          cell: (blog) => <BlogPublishedDate blog={blog} />,
        },
      ]}
    />
  );
}
