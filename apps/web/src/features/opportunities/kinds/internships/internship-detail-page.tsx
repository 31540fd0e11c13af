import {
  type Internship,
  imageSrcSet,
  opportunityPagePath,
  PUBLIC_PAGES,
  richTextHtml,
  richTextText,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import placeholder from "../../../../assets/placeholder-opportunity.svg?inline";
import { DetailLayout } from "../../../../components/detail-layout.tsx";
import { RichText } from "../../../../components/rich-text.tsx";
import { NotTranslatedNote, useFieldLang, useLangOf } from "../../../../lib/content-language.tsx";
import { useOpportunityBand } from "../../../../lib/opportunity-band.tsx";
import { usePageMeta } from "../../../../lib/page-meta.ts";
import { useLabelList, useListText } from "../../../../lib/vocabulary.ts";
import { ApplyAction } from "../../listing/components/apply-action.tsx";
import { ListingFacts } from "../../listing/components/listing-facts.tsx";
import { ListingTools, NeverPayNotice } from "../../listing/components/listing-safety.tsx";
import { ListingStatus } from "../../listing/components/listing-status.tsx";
import { useInternship } from "./api/get-internship.ts";
import { internshipTexts } from "./internship-texts.ts";

export default function InternshipDetailPage() {
  const { t } = useTranslation("opportunities");
  const id = Number(useParams().id);
  const query = useInternship(id);
  const item = query.data?.internship;
  const band = useOpportunityBand("internships");
  const langOf = useLangOf();
  usePageMeta({
    title: item ? `${band.title(item)}: ${band.eyebrow(item)}` : t("meta.internships.title"),
    description: (item ? richTextText(item.Responsibilities) : t("meta.internships.description")).slice(
      0,
      200,
    ),
    path: opportunityPagePath("internships", id),
  });
  return (
    <DetailLayout
      id={id}
      query={{ ...query, data: item }}
      backTo={PUBLIC_PAGES.internships.path}
      backLabel={t("internships.backToList")}
      {...band}
      titleLang={(item) => (item.title ? langOf(item, "title").lang : undefined)}
    >
      {(i) => <InternshipDetailBody item={i} />}
    </DetailLayout>
  );
}

/** The page's content below its hero; the post-opportunity preview draws it with a draft item. */
export function InternshipDetailBody({ item: i }: { item: Internship }) {
  const { t } = useTranslation("opportunities");
  const list = useListText();
  const labels = useLabelList();
  const lang = useFieldLang(i);
  const textsTranslated = internshipTexts(i).every((field) => !lang(field).lang);
  return (
    <>
      <img
        className="detail-layout__image"
        src={i.photo1 || placeholder}
        srcSet={imageSrcSet(i.photo1)}
        sizes="(max-width: 800px) 100vw, 800px"
        alt=""
        width={1200}
        height={675}
      />
      <ListingStatus kind="internships" item={i} />
      <NotTranslatedNote item={i} fields={internshipTexts(i)} />
      <h2>{t("internships.responsibilities")}</h2>
      <RichText html={richTextHtml(i.Responsibilities)} {...lang("Responsibilities")} />
      <h2>{t("internships.benefits")}</h2>
      <RichText html={richTextHtml(i.Benefits)} {...lang("Benefits")} />
      <dl className="detail-list">
        <ListingFacts kind="internships" item={i} />
        {i.skill.length > 0 ? (
          <div>
            <dt>{t("internships.skills")}</dt>
            <dd>
              {/* Skills are not translated: in another language than the page's, they say so (unless the note above does). */}
              <span {...lang("skill")}>{list(i.skill)}</span>
              {textsTranslated ? <NotTranslatedNote item={i} fields={["skill"]} /> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("scholarships.eligibleCountries")}</dt>
          <dd>{labels("allCountries", i.eligibilityCountries) || t("scholarships.allCountries")}</dd>
        </div>
      </dl>
      <NeverPayNotice />
      <div className="form__actions">
        <ApplyAction href={i.applyUrl} />
      </div>
      <ListingTools
        kind="internships"
        id={i.id}
        title={i.title || i.internshipCategory}
        deadline={i.deadline}
      />
    </>
  );
}
