// /admin/blogs: the news posts (drafts and scheduled ones too), searched, sorted and paged by the API.

import {
  ADMIN_LIST_SORTS,
  ADMIN_PAGES,
  adminEditPath,
  adminNewPath,
  type Blog,
  PUBLIC_PAGES,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { thumbColumn } from "../components/thumb-column.tsx";
import { getContentPage } from "../lists/api/list-tools.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { translationColumn } from "../translations/translation-column.tsx";
import { useDeleteContent } from "./api/delete-content.ts";
import { BlogPublishedDate, BlogStatusBadge } from "./blog-status-badge.tsx";

export default function BlogsPage() {
  const { t } = useTranslation("admin");
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
        fetchPage={(request, signal) => getContentPage("blogs", request, signal)}
        searchLabel={t("search.blogs")}
        sortKeys={ADMIN_LIST_SORTS.blogs}
        selectLabel={(blog) => t("bulk.selectItem", { name: blog.title })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="blogs" ids={selected.map((blog) => blog.id)} onDone={clear} />
        )}
        caption={t("blogs.title")}
        emptyText={t("blogs.empty")}
        rowKey={(blog) => blog.id}
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
          translationColumn("blogs", t("versions.column")),
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
