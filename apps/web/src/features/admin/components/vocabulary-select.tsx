import { VOCABULARIES, type Vocabulary } from "@btw/contracts";
import type { ComponentProps } from "react";
import { SelectField } from "../../../components/select.tsx";
import { useVocabulary } from "../../../lib/vocabulary.ts";

/** A form select whose choices are a vocabulary's values, each shown by its label. */
export function VocabularySelect({
  vocabulary,
  ...rest
}: Omit<ComponentProps<typeof SelectField>, "options"> & { vocabulary: Vocabulary }) {
  const label = useVocabulary();
  const options = VOCABULARIES[vocabulary].values.map((value) => ({
    value,
    label: label(vocabulary, value),
  }));
  return <SelectField options={options} {...rest} />;
}
