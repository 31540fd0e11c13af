import {
  imageSrcSet,
  opportunityPagePath,
  PUBLIC_PAGES,
  richTextHtml,
  richTextText,
  type Scholarship,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import placeholder from "../../../../assets/placeholder-opportunity.svg?inline";
import { DetailLayout } from "../../../../components/detail-layout.tsx";
import { ExternalLink } from "../../../../components/external-link.tsx";
import { RichText } from "../../../../components/rich-text.tsx";
import { NotTranslatedNote, useFieldLang, useLangOf } from "../../../../lib/content-language.tsx";
import { useOpportunityBand } from "../../../../lib/opportunity-band.tsx";
import { usePageMeta } from "../../../../lib/page-meta.ts";
import { useLabelList } from "../../../../lib/vocabulary.ts";
import { ListingFacts } from "../../listing/components/listing-facts.tsx";
import { ListingTools, NeverPayNotice } from "../../listing/components/listing-safety.tsx";
import { ListingStatus } from "../../listing/components/listing-status.tsx";
import { useScholarship } from "./api/get-scholarship.ts";

export default function ScholarshipDetailPage() {
  const { t } = useTranslation("opportunities");
  const id = Number(useParams().id);
  const query = useScholarship(id);
  const item = query.data?.scholarship;
  const band = useOpportunityBand("scholarships");
  const langOf = useLangOf();
  usePageMeta({
    title: item?.title ?? t("meta.scholarships.title"),
    description: (
      richTextText(item?.description ?? "") ||
      item?.title ||
      t("meta.scholarships.description")
    ).slice(0, 200),
    path: opportunityPagePath("scholarships", id),
  });
  return (
    <DetailLayout
      id={id}
      query={{ ...query, data: item }}
      backTo={PUBLIC_PAGES.scholarships.path}
      backLabel={t("scholarships.backToList")}
      {...band}
      titleLang={(item) => langOf(item, "title").lang}
    >
      {(s) => <ScholarshipDetailBody item={s} />}
    </DetailLayout>
  );
}

/** The page's content below its hero; the post-opportunity preview draws it with a draft item. */
export function ScholarshipDetailBody({ item: s }: { item: Scholarship }) {
  const { t } = useTranslation("opportunities");
  const labels = useLabelList();
  const lang = useFieldLang(s);
  return (
    <>
      <img
        className="detail-layout__image"
        src={s.photo1 || placeholder}
        srcSet={imageSrcSet(s.photo1)}
        sizes="(max-width: 800px) 100vw, 800px"
        alt=""
        width={1200}
        height={675}
      />
      <ListingStatus kind="scholarships" item={s} />
      <NotTranslatedNote item={s} fields={["title", "experience", "description"]} />
      {s.description ? (
        <RichText className="lead" html={richTextHtml(s.description)} {...lang("description")} />
      ) : null}
      <dl className="detail-list">
        {s.experience ? (
          <div>
            <dt>{t("scholarships.experience")}</dt>
            <dd {...lang("experience")}>{s.experience}</dd>
          </div>
        ) : null}
        <ListingFacts kind="scholarships" item={s} unstated={{ fieldOfStudy: t("scholarships.anyField") }} />
        <div>
          <dt>{t("scholarships.eligibleCountries")}</dt>
          <dd>{labels("allCountries", s.eligibilityCountries) || t("scholarships.allCountries")}</dd>
        </div>
      </dl>
      <NeverPayNotice />
      <div className="form__actions">
        <ExternalLink href={s.URL} variant="primary" size="lg">
          {t("scholarships.applyOnSite")}
        </ExternalLink>
      </div>
      <ListingTools kind="scholarships" id={s.id} title={s.title} deadline={s.deadline} />
    </>
  );
}
