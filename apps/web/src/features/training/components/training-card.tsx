import { opportunityPagePath, richTextText, type Training } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import placeholder from "../../../assets/placeholder-opportunity.svg";
import { Card } from "../../../components/card.tsx";
import { ExternalLink } from "../../../components/external-link.tsx";
import { Icon } from "../../../components/icon.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { useVocabulary } from "../../../lib/vocabulary.ts";
import { ListingDeadline } from "../../listing/components/listing-deadline.tsx";
import { VerifiedBadge } from "../../listing/components/listing-safety.tsx";
import { SaveButton } from "../../saved/components/save-button.tsx";

/** `priority`: the list's first card, drawn in the first screen (its picture loads at once). */
export function TrainingCard({ training, priority = false }: { training: Training; priority?: boolean }) {
  const { t, i18n } = useTranslation("opportunities");
  const label = useVocabulary();
  const start = formatDate(training.startDate, i18n.language);
  const end = formatDate(training.endDate, i18n.language);
  const dates =
    start && end ? t("training.dateRange", { start, end }) : start || end || t("training.datesTbd");
  return (
    <Card
      media={
        <ResponsiveImage
          src={training.photo1}
          fallback={placeholder}
          alt=""
          width={800}
          height={450}
          priority={priority}
        />
      }
      footer={
        <>
          <SaveButton kind="training" id={training.id} title={training.Title} deadline={training.deadline} />
          <ExternalLink href={training.applyUrl} variant="primary" size="sm">
            {t("apply")}
            <span className="visually-hidden">: {training.Title}</span>
          </ExternalLink>
          <Link to={opportunityPagePath("training", training.id)} className="card__more">
            {t("details")}
            <span className="visually-hidden">: {training.Title}</span>
            <Icon name="arrowRight" size={18} />
          </Link>
        </>
      }
    >
      <p className="card__meta">
        <Icon name="calendar" size={16} />
        <span>{dates}</span>
      </p>
      <h3 className="card__title">{training.Title}</h3>
      <VerifiedBadge verified={training.verifiedOrganisation} />
      <p className="card__text card__clamp">{richTextText(training.Description)}</p>
      {training.selectedCountries.length > 0 ? (
        <p className="card__meta">
          <Icon name="globe" size={16} />
          <span>{training.selectedCountries.map((country) => label("countries", country)).join(", ")}</span>
        </p>
      ) : null}
      <ListingDeadline kind="training" id={training.id} deadline={training.deadline} />
    </Card>
  );
}
