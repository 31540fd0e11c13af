import { type Internship, opportunityPagePath, richTextText } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { ExternalLink } from "../../../components/external-link.tsx";
import { Icon } from "../../../components/icon.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";
import { useListText, useVocabulary } from "../../../lib/vocabulary.ts";
import { ListingDeadline } from "../../listing/components/listing-deadline.tsx";
import { VerifiedBadge } from "../../listing/components/listing-safety.tsx";
import { OpportunityPicture } from "../../opportunities/components/opportunity-picture.tsx";
import { SaveButton } from "../../saved/components/save-button.tsx";

/** `priority`: the list's first card, in the first screen (see OpportunityPicture). */
export function InternshipCard({
  internship,
  priority = false,
}: {
  internship: Internship;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation("opportunities");
  const companies = useListText()(internship.company);
  const title = useVocabulary()("internshipCategories", internship.internshipCategory);
  const lang = useFieldLang(internship);
  return (
    <Card
      media={<OpportunityPicture src={internship.photo1} priority={priority} />}
      footer={
        <>
          <SaveButton
            kind="internships"
            id={internship.id}
            title={internship.internshipCategory}
            deadline={internship.deadline}
          />
          {internship.applyUrl ? (
            <ExternalLink href={internship.applyUrl} variant="primary" size="sm">
              {t("apply")}
              <span className="visually-hidden">
                : {t("internships.applyFor", { title, company: companies })}
              </span>
            </ExternalLink>
          ) : null}
          <Link to={opportunityPagePath("internships", internship.id)} className="card__more">
            {t("details")}
            <span className="visually-hidden">: {title}</span>
            <Icon name="arrowRight" size={18} />
          </Link>
        </>
      }
    >
      <div className="opportunity-card__tags">
        <span className="tag tag--gold">
          {internship.openDate
            ? t("internships.opens", { date: formatDate(internship.openDate, i18n.language) })
            : t("internships.openNow")}
        </span>
      </div>
      <h3 className="card__title">{title}</h3>
      <VerifiedBadge verified={internship.verifiedOrganisation} />
      <p className="card__meta">{companies}</p>
      <NotTranslatedNote item={internship} fields={["Responsibilities", "Benefits"]} />
      <h4 className="opportunity-card__section-title">{t("internships.responsibilities")}</h4>
      <p className="card__text card__clamp" {...lang("Responsibilities")}>
        {richTextText(internship.Responsibilities)}
      </p>
      <h4 className="opportunity-card__section-title">{t("internships.benefits")}</h4>
      <p className="card__text card__clamp" {...lang("Benefits")}>
        {richTextText(internship.Benefits)}
      </p>
      {internship.skill.length > 0 ? (
        <ul className="tag-list" aria-label={t("internships.skills")}>
          {internship.skill.map((skill) => (
            <li key={skill} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <ListingDeadline kind="internships" id={internship.id} deadline={internship.deadline} />
    </Card>
  );
}
