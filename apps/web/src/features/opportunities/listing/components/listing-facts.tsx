// The facts a list filters an item by (contracts' OPPORTUNITY_FILTERS: level, funding, host country,
// pay, city, delivery, cost, ...), as entries of its page's description list, in the filter bar's
// words and the page's language. A fact the item does not state is left out, or says `unstated`.
import { filtersOf, type OpportunityKind } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { useLabelList } from "../../../../lib/vocabulary.ts";

interface ListingFactsProps {
  kind: OpportunityKind;
  item: object;
  /** What a filter's entry says when the item states no value, by filter parameter. */
  unstated?: Record<string, string>;
}

export function ListingFacts({ kind, item, unstated = {} }: ListingFactsProps) {
  const { t } = useTranslation("opportunities");
  const labels = useLabelList();
  const fields = item as Record<string, unknown>;
  return filtersOf(kind).map(([param, filter]) => {
    const stated = [fields[filter.field]]
      .flat()
      .filter((value): value is string => typeof value === "string" && value !== "");
    const text = stated.length > 0 ? labels(filter.vocabulary, stated) : unstated[param];
    return text ? (
      <div key={param}>
        {/* A fact's own name where the filter's label is an instruction ("Select Training Place"). */}
        <dt>{t([`filters.${param}.fact`, `filters.${param}.label`])}</dt>
        <dd>{text}</dd>
      </div>
    ) : null;
  });
}
