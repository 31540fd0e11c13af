// The fixed lists' labels (an internship's category, a job's type...) for everything the server
// writes in a reader's language: the first band of an opportunity page, mails and calendar files.
// They come from the site's own catalogs, bundled into the server at build time, through contracts'
// VOCABULARIES sections, so the server and the site name a value alike. Values outside a list read
// as stored.
import {
  labelFrom,
  localizeContent,
  type OpportunityKind,
  opportunityTitle,
  opportunityTitleLabel,
  VOCABULARIES,
  VOCABULARY_NAMES,
  type Vocabulary,
  type VocabularyLabels,
} from "@btw/contracts";
import type { Language } from "@btw/i18n";
import am from "../../../web/src/locales/am/opportunities.json" with { type: "json" };
import en from "../../../web/src/locales/en/opportunities.json" with { type: "json" };
import om from "../../../web/src/locales/om/opportunities.json" with { type: "json" };

/** The "opportunities" catalog of each language: it holds every vocabulary's section. */
const CATALOGS: Record<Language, Record<string, unknown>> = { en, am, om };
const NAMESPACE = "opportunities";

function labelsOf(catalog: Record<string, unknown>): VocabularyLabels {
  return Object.fromEntries(
    VOCABULARY_NAMES.map((name) => {
      const { values, section } = VOCABULARIES[name];
      const [namespace, key] = section.split(":") as [string, string];
      if (namespace !== NAMESPACE) throw new Error(`vocabulary labels: ${section} is not in ${NAMESPACE}`);
      const labels = (catalog[key] ?? {}) as Record<string, unknown>;
      const found = values.flatMap((value) => {
        const label = labels[value];
        return typeof label === "string" && label ? [[value, label] as const] : [];
      });
      return [name, Object.fromEntries(found)];
    }),
  ) as VocabularyLabels;
}

const cache = new Map<Language, VocabularyLabels>();

/** One language's labels: vocabulary -> stored value -> label. */
export function vocabularyLabels(language: Language): VocabularyLabels {
  let labels = cache.get(language);
  if (!labels) {
    labels = labelsOf(CATALOGS[language]);
    cache.set(language, labels);
  }
  return labels;
}

/** A stored value's label in `language`. */
export const vocabularyLabel = (language: Language, vocabulary: Vocabulary, value: string): string =>
  labelFrom(vocabularyLabels(language), vocabulary, value);

/** A listing's stored title (its kind's title column) as a reader of `language` sees it on the site. */
export const listingTitle = (language: Language, kind: OpportunityKind, title: string): string =>
  opportunityTitleLabel(kind, title, (vocabulary, value) => vocabularyLabel(language, vocabulary, value));

/** A row's title as a reader of `language` sees it: its version in that language where it has one. */
export const rowTitle = (language: Language, kind: OpportunityKind, row: object): string =>
  listingTitle(language, kind, opportunityTitle(kind, localizeContent(kind, row, language)));
