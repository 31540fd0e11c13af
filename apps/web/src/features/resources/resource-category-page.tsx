import { DEFAULT_RESOURCE_TYPE, RESOURCE_CATEGORY_OPTIONS, resourceCategoryPath } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { NotFoundView } from "../../components/not-found-view.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { Select } from "../../components/select.tsx";
import { isResourceType, useResourcesByType } from "../../lib/get-resources-by-type.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { ResourceGrid } from "./components/resource-grid.tsx";
import "./resources-pages.css";

/** /resource/{types}: one resource type's files, with a dropdown to move to another type. */
export default function ResourceCategoryPage() {
  const { types } = useParams();
  const type = isResourceType(types) ? types : undefined;
  const { t } = useTranslation("resources");
  const navigate = useNavigate();
  const label = type ? t(`types.${type}`) : "";
  usePageMeta({
    title: t("resources:meta.resourceCategory.title", { label }),
    description: t("resources:meta.resourceCategory.description", { label }),
    path: resourceCategoryPath(types ?? ""),
  });
  const resources = useResourcesByType(type);
  if (!type) return <NotFoundView />;

  return (
    <>
      <PageHero eyebrow={t("category.eyebrow")} title={label} lead={<p>{t("category.lead", { label })}</p>} />
      <Section id="resources" title={t("category.listTitle")}>
        <div className="category-toolbar">
          <Select
            label={t("category.select")}
            options={RESOURCE_CATEGORY_OPTIONS.map((option) => ({
              value: option,
              label: t(`types.${option}`),
            }))}
            value={RESOURCE_CATEGORY_OPTIONS.includes(type) ? type : ""}
            placeholder={RESOURCE_CATEGORY_OPTIONS.includes(type) ? undefined : t("category.choose")}
            // Spec: choosing goes to /resource/{value}; clearing goes to the default type.
            onValueChange={(value) => navigate(resourceCategoryPath(value || DEFAULT_RESOURCE_TYPE))}
            clearLabel={t("category.clear")}
          />
        </div>
        <ResourceGrid query={resources} />
      </Section>
    </>
  );
}
