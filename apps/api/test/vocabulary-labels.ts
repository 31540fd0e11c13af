// site-meta's `vocabularies` for tests: every value of every fixed list with a label made from it
// (the value itself by default, as the English catalog has it).
import { VOCABULARIES, VOCABULARY_NAMES, type VocabularyLabels } from "@btw/contracts";

export function vocabularyLabels(label: (value: string) => string = (value) => value): VocabularyLabels {
  return Object.fromEntries(
    VOCABULARY_NAMES.map((name) => [
      name,
      Object.fromEntries(VOCABULARIES[name].values.map((value) => [value, label(value)])),
    ]),
  ) as VocabularyLabels;
}
