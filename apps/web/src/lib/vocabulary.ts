// A stored vocabulary value (a job's type, a scholarship's mode of study...) as a visitor reads it:
// its label in the page's language from the catalog section contracts names for the vocabulary.
// The value itself stays English in the database, the address and the forms' submitted data.
import { type OpportunityKind, opportunityTitleLabel, type Vocabulary, vocabularyKey } from "@btw/contracts";
import { formatList } from "@btw/i18n";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** The label of `value`, or the value as stored when it is outside the list (older free text). */
export function vocabularyLabel(t: TFunction, vocabulary: Vocabulary, value: string): string {
  const key = vocabularyKey(vocabulary, value);
  return key ? t(key, { defaultValue: value }) : value;
}

type VocabularyLabel = (vocabulary: Vocabulary, value: string) => string;

/** `label(vocabulary, value)` in the page's language (the "opportunities" catalog holds the labels). */
export function useVocabulary(): VocabularyLabel {
  const { t } = useTranslation("opportunities");
  return useCallback((vocabulary, value) => vocabularyLabel(t, vocabulary, value), [t]);
}

/** `labels(vocabulary, values)`: the values' labels as one line, joined as the page's language joins lists. */
export function useLabelList(): (vocabulary: Vocabulary, values: readonly string[]) => string {
  const label = useVocabulary();
  const { i18n } = useTranslation();
  return useCallback(
    (vocabulary, values) =>
      formatList(
        values.map((value) => label(vocabulary, value)),
        i18n.language,
      ),
    [label, i18n.language],
  );
}

/** Free-text items (companies, skills) as one line, joined as the page's language joins lists. */
export function useListText(): (items: readonly string[]) => string {
  const { i18n } = useTranslation();
  return useCallback((items) => formatList(items, i18n.language), [i18n.language]);
}

/**
 * `title(kind, stored)`: a listing's stored title (its kind's title column, as lists that carry only
 * the title keep it) as its page shows it: an internship's category as its label.
 */
export function useOpportunityTitle(): (kind: OpportunityKind, title: string) => string {
  const label = useVocabulary();
  return useCallback((kind, title) => opportunityTitleLabel(kind, title, label), [label]);
}
