import { opportunityPagePath, type Scholarship } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { ExternalLink } from "../../../components/external-link.tsx";
import { Icon } from "../../../components/icon.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";
import { useLabelList, useVocabulary } from "../../../lib/vocabulary.ts";
import { ListingDeadline } from "../../listing/components/listing-deadline.tsx";
import { VerifiedBadge } from "../../listing/components/listing-safety.tsx";
import { OpportunityPicture } from "../../opportunities/components/opportunity-picture.tsx";
import { SaveButton } from "../../saved/components/save-button.tsx";

/** `priority`: the list's first card, in the first screen (see OpportunityPicture). */
export function ScholarshipCard({
  scholarship,
  priority = false,
}: {
  scholarship: Scholarship;
  priority?: boolean;
}) {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  const labels = useLabelList();
  const lang = useFieldLang(scholarship);
  return (
    <Card
      media={<OpportunityPicture src={scholarship.photo1} priority={priority} />}
      footer={
        <>
          <SaveButton
            kind="scholarships"
            id={scholarship.id}
            title={scholarship.title}
            deadline={scholarship.deadline}
          />
          <ExternalLink href={scholarship.URL} variant="primary" size="sm">
            {t("scholarships.readMore")}
            <span className="visually-hidden">: {scholarship.title}</span>
          </ExternalLink>
          <Link to={opportunityPagePath("scholarships", scholarship.id)} className="card__more">
            {t("details")}
            <span className="visually-hidden">: {scholarship.title}</span>
            <Icon name="arrowRight" size={18} />
          </Link>
        </>
      }
    >
      <div className="opportunity-card__tags">
        <span className="tag tag--gold">{label("scholarshipTypes", scholarship.scholarshipType)}</span>
        <span className="tag">{label("modesOfStudy", scholarship.modeOfStudy)}</span>
      </div>
      <h3 className="card__title" {...lang("title")}>
        {scholarship.title}
      </h3>
      <NotTranslatedNote item={scholarship} fields={["title", "experience"]} />
      <VerifiedBadge verified={scholarship.verifiedOrganisation} />
      <dl className="detail-list">
        <div>
          <dt>{t("scholarships.experience")}</dt>
          <dd {...(scholarship.experience ? lang("experience") : {})}>
            {scholarship.experience || t("scholarships.noExperience")}
          </dd>
        </div>
        <div>
          <dt>{t("scholarships.fieldsOfStudy")}</dt>
          <dd>{labels("fieldsOfStudy", scholarship.fieldsOfStudy) || t("scholarships.anyField")}</dd>
        </div>
        <div>
          <dt>{t("scholarships.eligibleCountries")}</dt>
          <dd>
            {labels("allCountries", scholarship.eligibilityCountries) || t("scholarships.allCountries")}
          </dd>
        </div>
      </dl>
      <ListingDeadline kind="scholarships" id={scholarship.id} deadline={scholarship.deadline} />
    </Card>
  );
}
