import { imageSrcSet, opportunityPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import placeholder from "../../assets/placeholder-opportunity.svg";
import { DetailLayout } from "../../components/detail-layout.tsx";
import { ExternalLink } from "../../components/external-link.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { DeadlineBadge } from "../opportunities/components/deadline-badge.tsx";
import { useTrainingItem } from "./api/get-training-item.ts";

export default function TrainingDetailPage() {
  const { t, i18n } = useTranslation("opportunities");
  const id = Number(useParams().id);
  const query = useTrainingItem(id);
  const item = query.data?.training;
  usePageMeta({
    title: item?.Title ?? t("meta.training.title"),
    description: (item?.Description ?? t("meta.training.description")).slice(0, 200),
    path: opportunityPagePath("training", id),
  });
  const dates = (start: string | null, end: string | null) => {
    const from = formatDate(start, i18n.language);
    const to = formatDate(end, i18n.language);
    return from && to
      ? t("training.dateRange", { start: from, end: to })
      : from || to || t("training.datesTbd");
  };
  return (
    <DetailLayout
      id={id}
      query={{ ...query, data: item }}
      backTo={PUBLIC_PAGES.training.path}
      backLabel={t("training.backToList")}
      eyebrow={(item) => item.selectedCountries.join(", ")}
      title={(item) => item.Title}
      lead={(item) => <p>{dates(item.startDate, item.endDate)}</p>}
    >
      {(item) => (
        <>
          <img
            className="detail-layout__image"
            src={item.photo1 || placeholder}
            srcSet={imageSrcSet(item.photo1)}
            sizes="(max-width: 800px) 100vw, 800px"
            alt=""
            width={1200}
            height={675}
          />
          <DeadlineBadge deadline={item.deadline} />
          <p className="detail-layout__text">{item.Description}</p>
          <div className="form__actions">
            <ExternalLink href={item.applyUrl} variant="primary" size="lg">
              {t("apply")}
            </ExternalLink>
          </div>
        </>
      )}
    </DetailLayout>
  );
}
