import { VIDEO_PDF_CATEGORY } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useResourcesByCategory } from "./api/get-resources-by-category.ts";
import { ResourceGrid } from "./components/resource-grid.tsx";

export default function VideoPdfPage() {
  const { t } = useTranslation("resources");
  useSitePageMeta("videoPdf");
  const resources = useResourcesByCategory(VIDEO_PDF_CATEGORY);
  return (
    <>
      <PageHero
        eyebrow={t("videoPdf.hero.eyebrow")}
        title={t("videoPdf.hero.title")}
        lead={<p>{t("videoPdf.hero.lead")}</p>}
      />
      <Section id="library" title={t("videoPdf.list.title")}>
        <ResourceGrid query={resources} />
      </Section>
    </>
  );
}
