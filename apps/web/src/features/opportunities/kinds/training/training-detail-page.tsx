import {
  imageSrcSet,
  opportunityPagePath,
  PUBLIC_PAGES,
  richTextHtml,
  richTextText,
  type Training,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import placeholder from "../../../../assets/placeholder-opportunity.svg?inline";
import { DetailLayout } from "../../../../components/detail-layout.tsx";
import { RichText } from "../../../../components/rich-text.tsx";
import { NotTranslatedNote, useFieldLang, useLangOf } from "../../../../lib/content-language.tsx";
import { useOpportunityBand } from "../../../../lib/opportunity-band.tsx";
import { usePageMeta } from "../../../../lib/page-meta.ts";
import { ApplyAction } from "../../listing/components/apply-action.tsx";
import { ListingFacts } from "../../listing/components/listing-facts.tsx";
import { ListingTools, NeverPayNotice } from "../../listing/components/listing-safety.tsx";
import { ListingStatus } from "../../listing/components/listing-status.tsx";
import { useTrainingItem } from "./api/get-training-item.ts";

export default function TrainingDetailPage() {
  const { t } = useTranslation("opportunities");
  const id = Number(useParams().id);
  const query = useTrainingItem(id);
  const item = query.data?.training;
  const band = useOpportunityBand("training");
  const langOf = useLangOf();
  usePageMeta({
    title: item?.Title ?? t("meta.training.title"),
    description: (item ? richTextText(item.Description) : t("meta.training.description")).slice(0, 200),
    path: opportunityPagePath("training", id),
  });
  return (
    <DetailLayout
      id={id}
      query={{ ...query, data: item }}
      backTo={PUBLIC_PAGES.training.path}
      backLabel={t("training.backToList")}
      {...band}
      titleLang={(item) => langOf(item, "Title").lang}
    >
      {(item) => <TrainingDetailBody item={item} />}
    </DetailLayout>
  );
}

/** The page's content below its hero; the post-opportunity preview draws it with a draft item. */
export function TrainingDetailBody({ item }: { item: Training }) {
  const lang = useFieldLang(item);
  return (
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
      <ListingStatus kind="training" item={item} />
      <NotTranslatedNote item={item} fields={["Title", "Description"]} />
      <RichText html={richTextHtml(item.Description)} {...lang("Description")} />
      <dl className="detail-list">
        <ListingFacts kind="training" item={item} />
      </dl>
      <NeverPayNotice />
      <div className="form__actions">
        <ApplyAction href={item.applyUrl} />
      </div>
      <ListingTools kind="training" id={item.id} title={item.Title} deadline={item.deadline} />
    </>
  );
}
