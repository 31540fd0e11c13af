// /admin/resources: the learning resources, searched, sorted and filtered by category in the API.
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, type ResourceCategoryCode } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../lib/dates.ts";
import { ContentListPage } from "./content-list-page.tsx";

const CATEGORY_CODES = Object.keys(RESOURCE_CATEGORIES).map(Number) as ResourceCategoryCode[];

export default function ResourcesPage() {
  const { t, i18n } = useTranslation("admin");
  return (
    <ContentListPage
      list="resources"
      name={(resource) => resource.title}
      query={(request) => ({ category: request.filters.category || undefined })}
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
      ]}
    />
  );
}
