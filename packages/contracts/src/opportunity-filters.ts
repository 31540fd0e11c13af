// The filters of each kind's public list, defined once: the API's query parameter, the key in the
// list page's address, the vocabulary that gives the allowed values and their labels, and the item's
// field that holds the value. The page query schemas (opportunities.ts), the API's list engine (the
// column a filter reads), the counts beside the options, the site's filter bar and the facts an
// item's page lists all derive from this table.
// Free of zod: the site's filter bar reads it on the first load.
import type { OpportunityKind } from "./opportunity-kind-info.ts";
import { VOCABULARIES, type Vocabulary } from "./vocabularies.ts";

interface OpportunityFilter {
  /** The key of the filter in the list page's address (`?level=master`). */
  urlKey: string;
  /** Where the allowed values and their labels come from. */
  vocabulary: Vocabulary;
  /** The item's field (and the table's column) that holds the value, or a list of values. */
  field: string;
}

export const OPPORTUNITY_FILTERS = {
  scholarships: {
    studyLevel: { urlKey: "level", vocabulary: "studyLevels", field: "studyLevels" },
    funding: { urlKey: "funding", vocabulary: "fundingLevels", field: "funding" },
    hostCountry: { urlKey: "country", vocabulary: "allCountries", field: "hostCountry" },
    fieldOfStudy: { urlKey: "field", vocabulary: "fieldsOfStudy", field: "fieldsOfStudy" },
    modeOfStudy: { urlKey: "mode", vocabulary: "modesOfStudy", field: "modeOfStudy" },
  },
  internships: {
    category: { urlKey: "category", vocabulary: "internshipCategories", field: "internshipCategory" },
    pay: { urlKey: "pay", vocabulary: "payKinds", field: "pay" },
    city: { urlKey: "city", vocabulary: "cities", field: "city" },
    workplace: { urlKey: "workplace", vocabulary: "workplaces", field: "workplace" },
  },
  training: {
    country: { urlKey: "country", vocabulary: "countries", field: "selectedCountries" },
    deliveryMode: { urlKey: "mode", vocabulary: "deliveryModes", field: "deliveryMode" },
    cost: { urlKey: "cost", vocabulary: "costs", field: "cost" },
  },
  jobs: {
    jobType: { urlKey: "type", vocabulary: "jobTypes", field: "Type" },
    jobCategory: { urlKey: "category", vocabulary: "jobCategories", field: "jobCategory" },
    experienceLevel: { urlKey: "experience", vocabulary: "experienceLevels", field: "experienceLevel" },
    city: { urlKey: "city", vocabulary: "cities", field: "city" },
    workplace: { urlKey: "workplace", vocabulary: "workplaces", field: "workplace" },
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
