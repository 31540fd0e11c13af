// An opportunity's band (contracts' opportunityBand) in the page's language, as DetailLayout's
// eyebrow, title and lead: the same words the server drew before the app loaded.
import {
  type BandTexts,
  OPPORTUNITY_LEAD_KEYS,
  type OpportunityByKind,
  type OpportunityKind,
  type OpportunityLeads,
  opportunityBand,
} from "@btw/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useVocabulary } from "./vocabulary.ts";

/** The page's language, the fixed lists' labels and the catalog's lead templates, left unfilled. */
export function useBandTexts(): BandTexts {
  const { t, i18n } = useTranslation("opportunities");
  const label = useVocabulary();
  return useMemo(() => {
    const leads = Object.fromEntries(
      Object.entries(OPPORTUNITY_LEAD_KEYS).map(([name, key]) => [name, t(key, { skipInterpolation: true })]),
    ) as unknown as OpportunityLeads;
    return { language: i18n.language, label, leads };
  }, [t, i18n.language, label]);
}

/** DetailLayout's eyebrow, title and lead for an item of `kind`. */
export function useOpportunityBand<K extends OpportunityKind>(kind: K) {
  const texts = useBandTexts();
  const band = (item: OpportunityByKind[K]) => opportunityBand(kind, item, texts);
  return {
    eyebrow: (item: OpportunityByKind[K]) => band(item).eyebrow,
    title: (item: OpportunityByKind[K]) => band(item).title,
    lead: (item: OpportunityByKind[K]) => {
      const { lead } = band(item);
      return lead ? <p>{lead}</p> : undefined;
    },
  };
}
