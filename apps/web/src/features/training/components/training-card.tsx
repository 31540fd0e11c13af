import { opportunityBand, opportunityPagePath, richTextText, type Training } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { ExternalLink } from "../../../components/external-link.tsx";
import { Icon } from "../../../components/icon.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";
import { useBandTexts } from "../../../lib/opportunity-band.tsx";
import { ListingDeadline } from "../../listing/components/listing-deadline.tsx";
import { VerifiedBadge } from "../../listing/components/listing-safety.tsx";
import { OpportunityPicture } from "../../opportunities/components/opportunity-picture.tsx";
import { SaveButton } from "../../saved/components/save-button.tsx";

/** `priority`: the list's first card, in the first screen (see OpportunityPicture). */
export function TrainingCard({ training, priority = false }: { training: Training; priority?: boolean }) {
  const { t } = useTranslation("opportunities");
  // The same countries and dates as the training's page opens with.
  const { eyebrow: countries, lead: dates } = opportunityBand("training", training, useBandTexts());
  const lang = useFieldLang(training);
  return (
    <Card
      media={<OpportunityPicture src={training.photo1} priority={priority} />}
      footer={
        <>
          <SaveButton kind="training" id={training.id} title={training.Title} deadline={training.deadline} />
          {training.applyUrl ? (
            <ExternalLink href={training.applyUrl} variant="primary" size="sm">
              {t("apply")}
              <span className="visually-hidden">: {training.Title}</span>
            </ExternalLink>
          ) : null}
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
      <h3 className="card__title" {...lang("Title")}>
        {training.Title}
      </h3>
      <NotTranslatedNote item={training} fields={["Title", "Description"]} />
      <VerifiedBadge verified={training.verifiedOrganisation} />
      <p className="card__text card__clamp" {...lang("Description")}>
        {richTextText(training.Description)}
      </p>
      {training.selectedCountries.length > 0 ? (
        <p className="card__meta">
          <Icon name="globe" size={16} />
          <span>{countries}</span>
        </p>
      ) : null}
      <ListingDeadline kind="training" id={training.id} deadline={training.deadline} />
    </Card>
  );
}
