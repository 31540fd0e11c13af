// /admin/resources: the learning resources, searched, sorted and filtered by category in the API.
import {
  ADMIN_LIST_SORTS,
  ADMIN_PAGES,
  adminEditPath,
  adminNewPath,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  type Resource,
  type ResourceCategoryCode,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { getContentPage } from "../lists/api/list-tools.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { translationColumn } from "../translations/translation-column.tsx";
import { useDeleteContent } from "./api/delete-content.ts";

const CATEGORY_CODES = Object.keys(RESOURCE_CATEGORIES).map(Number) as ResourceCategoryCode[];

export default function ResourcesPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteContent("resources");
  return (
    <AdminPage
      title={t("resources.title")}
      lead={t("resources.lead")}
      actions={<ButtonLink to={adminNewPath(ADMIN_PAGES.resources)}>{t("resources.add")}</ButtonLink>}
    >
      <ServerTable<Resource>
        queryKey={["admin", "resources"]}
        fetchPage={(request, signal) =>
          getContentPage("resources", request, signal, { category: request.filters.category || undefined })
        }
        searchLabel={t("search.resources")}
        sortKeys={ADMIN_LIST_SORTS.resources}
        selectLabel={(resource) => t("bulk.selectItem", { name: resource.title })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="resources" ids={selected.map((item) => item.id)} onDone={clear} />
        )}
        filters={[
          {
            name: "category",
            label: t("fields.category"),
            options: [
              { value: "", label: t("search.allCategories") },
              ...CATEGORY_CODES.map((code) => ({ value: String(code), label: RESOURCE_CATEGORIES[code] })),
            ],
          },
        ]}
        caption={t("resources.title")}
        emptyText={t("resources.empty")}
        rowKey={(resource) => resource.id}
        columns={[
          {
            key: "title",
            header: t("list.title"),
            primary: true,
            sortKey: "title",
            cell: (resource) => (
              <>
                <span className="data-table__primary">{resource.title}</span>
                {resource.description ? (
                  <span className="data-table__secondary data-table__clip">{resource.description}</span>
                ) : null}
              </>
            ),
          },
          {
            key: "type",
            header: t("fields.resourceType"),
            cell: (resource) => RESOURCE_TYPES[resource.types]?.label ?? resource.types,
          },
          {
            key: "file",
            header: t("fields.file"),
            cell: (resource) => (
              <a
                href={resource.resource_files}
                target="_blank"
                rel="noreferrer"
                aria-label={t("resources.openFile", { name: resource.title })}
              >
                {t(`resources.mime.${resource.mimeType.split("/")[0]}`, { defaultValue: resource.mimeType })}
              </a>
            ),
          },
          {
            key: "created",
            header: t("list.created"),
            sortKey: "createdAt",
            cell: (resource) => formatShortDate(resource.createdAt, i18n.language),
          },
          translationColumn("resources", t("versions.column")),
        ]}
        actions={(resource) => (
          <>
            <EditRowLink to={adminEditPath(ADMIN_PAGES.resources, resource.id)} name={resource.title} />
            <DeleteButton itemName={resource.title} onDelete={() => remove.mutateAsync(resource.id)} />
          </>
        )}
      />
    </AdminPage>
  );
}
