// The filters of each kind's public list, defined once: the API's query parameter, the key in the
// list page's address, and the vocabulary that gives the allowed values and their labels. The page
// query schemas (opportunities.ts), the API's list engine (each kind names the column a filter
// reads), the counts beside the options and the site's filter bar all derive from this table.
// Free of zod: the site's filter bar reads it on the first load.
import type { OpportunityKind } from "./opportunity-kind-info.ts";
import { VOCABULARIES, type Vocabulary } from "./vocabularies.ts";

interface OpportunityFilter {
  /** The key of the filter in the list page's address (`?level=master`). */
  urlKey: string;
  /** Where the allowed values and their labels come from. */
  vocabulary: Vocabulary;
}

export const OPPORTUNITY_FILTERS = {
  scholarships: {
    studyLevel: { urlKey: "level", vocabulary: "studyLevels" },
    funding: { urlKey: "funding", vocabulary: "fundingLevels" },
    hostCountry: { urlKey: "country", vocabulary: "allCountries" },
    fieldOfStudy: { urlKey: "field", vocabulary: "fieldsOfStudy" },
    modeOfStudy: { urlKey: "mode", vocabulary: "modesOfStudy" },
  },
  internships: {
    category: { urlKey: "category", vocabulary: "internshipCategories" },
    pay: { urlKey: "pay", vocabulary: "payKinds" },
    city: { urlKey: "city", vocabulary: "cities" },
    workplace: { urlKey: "workplace", vocabulary: "workplaces" },
  },
  training: {
    country: { urlKey: "country", vocabulary: "countries" },
    deliveryMode: { urlKey: "mode", vocabulary: "deliveryModes" },
    cost: { urlKey: "cost", vocabulary: "costs" },
  },
  jobs: {
    jobType: { urlKey: "type", vocabulary: "jobTypes" },
    jobCategory: { urlKey: "category", vocabulary: "jobCategories" },
    experienceLevel: { urlKey: "experience", vocabulary: "experienceLevels" },
    city: { urlKey: "city", vocabulary: "cities" },
    workplace: { urlKey: "workplace", vocabulary: "workplaces" },
  },
} as const satisfies { [K in OpportunityKind]: Record<string, OpportunityFilter> };

export type OpportunityFilters = typeof OPPORTUNITY_FILTERS;
/** A kind's filter parameters, as the API names them. */
export type FilterParam<K extends OpportunityKind> = keyof OpportunityFilters[K] & string;

/** A kind's filters as [parameter, definition] pairs, in the order the filter bar shows them. */
export function filtersOf(kind: OpportunityKind): Array<[string, OpportunityFilter]> {
  return Object.entries(OPPORTUNITY_FILTERS[kind]);
}

/** The values a filter may take. */
export const filterValues = (filter: OpportunityFilter): readonly string[] =>
  VOCABULARIES[filter.vocabulary].values;
