// /admin/blogs: the news posts, newest first, paged by the API.
import type { Blog } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useDeleteBlog } from "./api/delete-blog.ts";
import { getBlogPage } from "./api/get-blogs.ts";

export default function BlogsPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteBlog();
  return (
    <AdminPage
      title={t("blogs.title")}
      lead={t("blogs.lead")}
      actions={
        <>
          <ButtonLink to="/admin/blogs/new">{t("blogs.add")}</ButtonLink>
          <ButtonLink to="/blogs" variant="secondary">
            {t("list.viewOnSite")}
          </ButtonLink>
        </>
      }
    >
      <ServerTable<Blog>
        queryKey={["admin", "blogs"]}
        fetchPage={async (request, signal) => {
          const page = await getBlogPage({ page: request.page, limit: request.limit }, signal);
          return { rows: page.News, count: page.count, totalPages: page.totalPages };
        }}
        caption={t("blogs.title")}
        emptyText={t("blogs.empty")}
        rowKey={(blog) => blog.id}
        columns={[
          {
            key: "photo",
            header: <span className="visually-hidden">{t("fields.photo")}</span>,
            cell: (blog) =>
              blog.photo ? (
                <img className="data-table__thumb" src={blog.photo} alt="" loading="lazy" />
              ) : (
                <span className="data-table__thumb" />
              ),
          },
          {
            key: "title",
            header: t("list.title"),
            primary: true,
            cell: (blog) => (
              <>
                <span className="data-table__primary">{blog.title}</span>
                <span className="data-table__secondary data-table__clip">{blog.description}</span>
              </>
            ),
          },
          {
            key: "created",
            header: t("list.published"),
            cell: (blog) => formatShortDate(blog.createdAt, i18n.language),
          },
        ]}
        actions={(blog) => (
          <>
            <Link
              className="row-button"
              to={`/admin/blogs/${blog.id}/edit`}
              aria-label={t("actions.editItem", { name: blog.title })}
            >
              {t("actions.edit")}
            </Link>
            <DeleteButton itemName={blog.title} onDelete={() => remove.mutateAsync(blog.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
