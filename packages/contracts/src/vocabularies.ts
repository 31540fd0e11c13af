// The fixed lists an opportunity's fields take their values from, and where each value's label lives
// in the message catalogs. The database keeps the English value; a visitor reads its label in the
// page's language, on the site and in the band the server draws first.
import {
  CITIES,
  COSTS,
  COUNTRIES,
  DELIVERY_MODES,
  EXPERIENCE_LEVELS,
  FIELDS_OF_STUDY,
  FUNDING_LEVELS,
  INTERNSHIP_CATEGORIES,
  JOB_CATEGORIES,
  JOB_TYPES,
  MODES_OF_STUDY,
  PAY_KINDS,
  SCHOLARSHIP_TYPES,
  STUDY_LEVELS,
  TRAINING_COUNTRIES,
  WORKPLACES,
} from "./constants.ts";
import type { OpportunityKind } from "./opportunity-kind-info.ts";

/**
 * Each vocabulary's values and its catalog section: the section holds one label per value, keyed by
 * the value itself (no value may contain i18next's "." or ":" separators; vocabularies.test.ts checks).
 */
export const VOCABULARIES = {
  jobTypes: { values: JOB_TYPES, section: "opportunities:jobTypes" },
  scholarshipTypes: { values: SCHOLARSHIP_TYPES, section: "opportunities:scholarshipTypes" },
  modesOfStudy: { values: MODES_OF_STUDY, section: "opportunities:modesOfStudy" },
  internshipCategories: { values: INTERNSHIP_CATEGORIES, section: "opportunities:internshipCategories" },
  fieldsOfStudy: { values: FIELDS_OF_STUDY, section: "opportunities:fieldsOfStudy" },
  studyLevels: { values: STUDY_LEVELS, section: "opportunities:studyLevels" },
  fundingLevels: { values: FUNDING_LEVELS, section: "opportunities:fundingLevels" },
  payKinds: { values: PAY_KINDS, section: "opportunities:payKinds" },
  workplaces: { values: WORKPLACES, section: "opportunities:workplaces" },
  deliveryModes: { values: DELIVERY_MODES, section: "opportunities:deliveryModes" },
  costs: { values: COSTS, section: "opportunities:costs" },
  experienceLevels: { values: EXPERIENCE_LEVELS, section: "opportunities:experienceLevels" },
  jobCategories: { values: JOB_CATEGORIES, section: "opportunities:jobCategories" },
  cities: { values: CITIES, section: "opportunities:cities" },
  countries: { values: TRAINING_COUNTRIES, section: "opportunities:countries" },
  /** Every country a listing may name (a scholarship's eligible countries): the same labels. */
  allCountries: { values: COUNTRIES, section: "opportunities:countries" },
} as const satisfies Record<string, { values: readonly string[]; section: string }>;
export type Vocabulary = keyof typeof VOCABULARIES;
export const VOCABULARY_NAMES = Object.keys(VOCABULARIES) as [Vocabulary, ...Vocabulary[]];

/** Whether a stored value is one of the vocabulary's (older rows may hold free text). */
export function isVocabularyValue(vocabulary: Vocabulary, value: string): boolean {
  return (VOCABULARIES[vocabulary].values as readonly string[]).includes(value);
}

/** The catalog key ("namespace:section.value") of a value's label, or undefined for a value outside the list. */
export function vocabularyKey(vocabulary: Vocabulary, value: string): string | undefined {
  return isVocabularyValue(vocabulary, value) ? `${VOCABULARIES[vocabulary].section}.${value}` : undefined;
}

/** One language's labels: vocabulary -> stored value -> label (the server's, from the site's catalogs). */
export type VocabularyLabels = Record<Vocabulary, Record<string, string>>;

/** A value's label from one language's labels; a value outside the list reads as stored. */
export function labelFrom(labels: VocabularyLabels, vocabulary: Vocabulary, value: string): string {
  return (isVocabularyValue(vocabulary, value) && labels[vocabulary][value]) || value;
}

/** Kinds named by a vocabulary value rather than free text: an internship's title is its category. */
const TITLE_VOCABULARIES: Partial<Record<OpportunityKind, Vocabulary>> = {
  internships: "internshipCategories",
};

/**
 * An item's stored title (its kind's title column) as a reader sees it: labelled by `label` when the
 * kind is named by a vocabulary value, as stored otherwise. Lists that carry only the title (saved
 * items, mails, closing soon) name an internship as its page does.
 */
export function opportunityTitleLabel(
  kind: OpportunityKind,
  title: string,
  label: (vocabulary: Vocabulary, value: string) => string,
): string {
  const vocabulary = TITLE_VOCABULARIES[kind];
  return vocabulary ? label(vocabulary, title) : title;
}
