// /admin/blogs: the news posts, newest first, paged by the API.

import type { Blog } from "@btw/contracts";
import { ADMIN_PAGES, adminEditPath, adminNewPath, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { thumbColumn } from "../components/thumb-column.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useDeleteContent } from "./api/delete-content.ts";
import { getBlogPage } from "./api/get-blogs.ts";

export default function BlogsPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteContent("blogs");
  return (
    <AdminPage
      title={t("blogs.title")}
      lead={t("blogs.lead")}
      actions={
        <>
          <ButtonLink to={adminNewPath(ADMIN_PAGES.blogs)}>{t("blogs.add")}</ButtonLink>
          <ButtonLink to={PUBLIC_PAGES.blogs.path} variant="secondary">
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
          thumbColumn(t("fields.photo"), (blog: Blog) => blog.photo),
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
            <EditRowLink to={adminEditPath(ADMIN_PAGES.blogs, blog.id)} name={blog.title} />
            <DeleteButton itemName={blog.title} onDelete={() => remove.mutateAsync(blog.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
