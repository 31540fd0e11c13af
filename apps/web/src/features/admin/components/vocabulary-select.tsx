import { VOCABULARIES, type Vocabulary } from "@btw/contracts";
import type { ComponentProps } from "react";
import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/select.tsx";
import { useFieldError } from "../../../lib/forms.ts";
import { registerWithDefault } from "../../../lib/schema-form.ts";
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

/**
 * An optional field of an admin form chosen from a vocabulary (a listing's pay, city, funding...):
 * labelled by the catalog's `fields.<name>`, "Not stated" while empty.
 */
export function OptionalVocabularySelect<Values extends FieldValues>({
  form,
  name,
  vocabulary,
}: {
  form: Pick<UseFormReturn<Values>, "register" | "formState">;
  name: Path<Values>;
  vocabulary: Vocabulary;
}) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  return (
    <VocabularySelect
      label={t(`fields.${name}`)}
      placeholder={t("form.notStated")}
      vocabulary={vocabulary}
      error={fieldError(get(form.formState.errors, name))}
      {...registerWithDefault(form, name)}
    />
  );
}
