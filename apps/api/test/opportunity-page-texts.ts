// site-meta's texts for opportunity pages in tests: the English catalog's lead templates, and every
// value of every fixed list with a label made from it (the value itself by default, as the English
// catalog has it).
import { type SiteMeta, VOCABULARIES, VOCABULARY_NAMES, type VocabularyLabels } from "@btw/contracts";

export function vocabularyLabels(label: (value: string) => string = (value) => value): VocabularyLabels {
  return Object.fromEntries(
    VOCABULARY_NAMES.map((name) => [
      name,
      Object.fromEntries(VOCABULARIES[name].values.map((value) => [value, label(value)])),
    ]),
  ) as VocabularyLabels;
}

/** The parts of site-meta that opportunity pages read, in English. */
export const OPPORTUNITY_PAGE_TEXTS: Pick<SiteMeta, "opportunityLeads" | "vocabularies"> = {
  opportunityLeads: {
    trainingDates: "{{start}} to {{end}}",
    trainingDatesTbd: "Dates to be announced",
    internshipOpens: "Opens {{date}}",
    internshipOpenNow: "Open now",
  },
  vocabularies: vocabularyLabels(),
};
