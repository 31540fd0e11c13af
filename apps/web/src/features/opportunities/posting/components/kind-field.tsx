import { VOCABULARIES } from "@btw/contracts";
import { formatDateInBothCalendars, LANGUAGE_DETAILS, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { type FieldError, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxGroup, TextAreaField, TextField } from "../../../../components/field.tsx";
import { SelectField } from "../../../../components/select.tsx";
import { useFieldError } from "../../../../lib/forms.ts";
import { registerWithDefault } from "../../../../lib/schema-form.ts";
import { useVocabulary } from "../../../../lib/vocabulary.ts";
import type { FieldSpec } from "../kind-fields.ts";

type Values = Record<string, string | string[]>;
type FormOfValues = UseFormReturn<Values, unknown, Record<string, unknown>>;

/**
 * One field of the posting form, drawn by its control; labels from the post catalog, choices from its
 * vocabulary. Every one-value control opens on its saved value as its `defaultValue`
 * (`registerWithDefault`): an edited listing's selects show its choices, as its texts do.
 */
export function KindField({
  field,
  form,
  error,
}: {
  field: FieldSpec;
  form: Pick<FormOfValues, "register" | "formState" | "control">;
  error: FieldError | undefined;
}) {
  const register = (name: string) =>
    field.control === "checkboxes" ? form.register(name) : registerWithDefault(form, name);
  const { t } = useTranslation("post");
  const fieldError = useFieldError();
  const vocabularyLabel = useVocabulary();
  const { vocabulary } = field;
  const choices = vocabulary
    ? VOCABULARIES[vocabulary].values.map((value) => ({ value, label: vocabularyLabel(vocabulary, value) }))
    : [];
  const label = t(`fields.${field.name}`);
  const common = { label, required: field.required, error: fieldError(error) };
  switch (field.control) {
    case "language":
      return (
        <SelectField
          {...common}
          hint={t(`fields.${field.name}Hint`)}
          options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_DETAILS[value].nativeName }))}
          {...register(field.name)}
        />
      );
    case "textarea":
      return <TextAreaField {...common} rows={6} {...register(field.name)} />;
    case "select":
      return (
        <SelectField
          {...common}
          placeholder={t("fields.choose")}
          options={choices}
          {...register(field.name)}
        />
      );
    case "checkboxes":
      return (
        <CheckboxGroup
          legend={label}
          required={field.required}
          error={common.error}
          options={choices}
          inputProps={() => register(field.name)}
        />
      );
    case "list":
      return <TextField {...common} hint={t("fields.listHint")} {...register(field.name)} />;
    case "organisation":
      return (
        <TextField
          {...common}
          hint={t(`fields.${field.name}Hint`)}
          maxLength={field.maxLength}
          autoComplete="organization"
          {...register(field.name)}
        />
      );
    case "date":
      return (
        <DayField
          common={common}
          form={form}
          name={field.name}
          hint={field.name === "deadline" ? t("fields.deadlineHint") : undefined}
          registration={register(field.name)}
        />
      );
    case "url":
      return (
        <TextField {...common} type="url" inputMode="url" placeholder="https://" {...register(field.name)} />
      );
    default:
      return (
        <TextField
          {...common}
          maxLength={field.maxLength}
          hint={field.hint ? t(`fields.${field.name}Hint`) : undefined}
          {...register(field.name)}
        />
      );
  }
}

/**
 * A day, picked in the browser's own (Gregorian) control: the day chosen is also said in both
 * calendars, as deadlines are shown ("ጥር 7 ቀን 2019 ዓ.ም. (15 Jan 2027)"), so a poster who counts in the
 * Ethiopian calendar sees what they picked.
 */
function DayField({
  common,
  form,
  name,
  hint,
  registration,
}: {
  common: { label: string; required: boolean | undefined; error: string | undefined };
  form: Pick<FormOfValues, "control">;
  name: string;
  hint: string | undefined;
  registration: ReturnType<FormOfValues["register"]>;
}) {
  const { i18n } = useTranslation();
  const day = useWatch({ control: form.control, name });
  const chosen =
    typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day)
      ? formatDateInBothCalendars(day, i18n.language)
      : "";
  const shown =
    hint || chosen ? (
      <>
        {chosen ? <span className="field__chosen-day">{chosen}</span> : null}
        {hint}
      </>
    ) : undefined;
  return <TextField {...common} type="date" hint={shown} {...registration} />;
}
