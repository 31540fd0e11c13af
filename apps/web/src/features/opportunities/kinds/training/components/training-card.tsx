import { opportunityBand, type Training } from "@btw/contracts";
import { NotTranslatedNote, useFieldLang } from "../../../../../lib/content-language.tsx";
import { useBandTexts } from "../../../../../lib/opportunity-band.tsx";
import { OpportunityCard, siteHost } from "../../../components/opportunity-card.tsx";

/** A training in the list: where one applies, the countries it runs in and its dates. */
export function TrainingCard({ training }: { training: Training }) {
  // The same countries and dates as the training's page opens with.
  const { eyebrow: countries, lead: dates } = opportunityBand("training", training, useBandTexts());
  const host = siteHost(training.applyUrl);
  const lang = useFieldLang(training);
  return (
    <OpportunityCard
      kind="training"
      id={training.id}
      title={training.Title}
      titleLang={lang("Title")}
      lines={[host && { icon: "globe", text: host }, countries && { icon: "pin", text: countries }]}
      deadline={training.deadline}
      facts={[dates]}
      verified={training.verifiedOrganisation}
      note={<NotTranslatedNote item={training} fields={["Title", "Description"]} />}
    />
  );
}
