// The weekly email's choices for a member: on or off, which kinds, fields of study and countries (all
// empty: everything), each followed kind's list filters (none: all of it), and the email's language. Option values stay in English (they are data).
import {
  type AlertPreferences,
  type AlertPreferencesInput,
  alertPreferencesInputSchema,
  FIELDS_OF_STUDY,
  OPPORTUNITY_KINDS,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import { LANGUAGE_DETAILS, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { CheckboxGroup } from "../../../components/field.tsx";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { SelectField } from "../../../components/select.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { useSchemaForm } from "../../../lib/schema-form.ts";
import { useVocabulary } from "../../../lib/vocabulary.ts";
import { useAlertPreferences, useSaveAlertPreferences } from "../api/alert-preferences.ts";
import { AlertFilterFields, type AlertFilterValues, alertFilterValues } from "./alert-filter-fields.tsx";

interface AlertValues {
  enabled: boolean;
  kinds: string[];
  fieldsOfStudy: string[];
  countries: string[];
  filters: AlertFilterValues;
  language: string;
}

export function AlertSettings() {
  const { t } = useTranslation("account");
  const query = useAlertPreferences();
  if (query.isPending) return <Skeleton height="8rem" />;
  if (query.isError) return <FormAlert>{describeError(t, query.error)}</FormAlert>;
  return <AlertForm initial={query.data} />;
}

function AlertForm({ initial }: { initial: AlertPreferences }) {
  const { t, i18n } = useTranslation("account");
  const fieldError = useFieldError();
  const label = useVocabulary();
  const save = useSaveAlertPreferences();
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  // The newsletter's countries, in the reader's words (a country typed by hand matched only its
  // English name); one saved before that stays offered until it is unticked.
  const countryOptions = [...new Set([...TRAINING_COUNTRIES, ...initial.countries])].map((country) => ({
    value: country,
    label: label("allCountries", country),
  }));
  const [defaultValues] = useState<AlertValues>(() => ({
    enabled: initial.enabled,
    kinds: initial.kinds,
    fieldsOfStudy: initial.fieldsOfStudy,
    countries: initial.countries,
    filters: alertFilterValues(initial.filters),
    language: initial.language ?? i18n.language,
  }));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm<AlertValues, AlertPreferencesInput>(alertPreferencesInputSchema, { defaultValues });
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await save.mutateAsync(values);
      setOutcome({ tone: "success", text: t("alerts.saved") });
    } catch (error) {
      setOutcome({ tone: "error", text: describeError(t, error) });
    }
  });
  return (
    <form className="form account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-alerts-title">
      <label className="account-switch">
        <input type="checkbox" {...register("enabled")} />
        <span>{t("alerts.enabled")}</span>
      </label>
      <CheckboxGroup
        legend={t("alerts.kinds")}
        options={OPPORTUNITY_KINDS.map((kind) => ({ value: kind, label: t(`submissions.kinds.${kind}`) }))}
        error={fieldError(errors.kinds)}
        inputProps={() => register("kinds")}
      />
      <CheckboxGroup
        legend={t("alerts.fields")}
        options={FIELDS_OF_STUDY.map((field) => ({ value: field, label: label("fieldsOfStudy", field) }))}
        error={fieldError(errors.fieldsOfStudy)}
        inputProps={() => register("fieldsOfStudy")}
      />
      <CheckboxGroup
        legend={t("alerts.countries")}
        hint={t("alerts.countriesHint")}
        options={countryOptions}
        error={fieldError(errors.countries)}
        inputProps={() => register("countries")}
      />
      <AlertFilterFields
        kinds={watch("kinds")}
        selectProps={(kind, param) => ({
          defaultValue: defaultValues.filters[kind][param] ?? "",
          ...register(`filters.${kind}.${param}`),
        })}
        errors={errors.filters}
      />
      <SelectField
        label={t("alerts.language")}
        options={SUPPORTED_LANGUAGES.map((language) => ({
          value: language,
          label: LANGUAGE_DETAILS[language].nativeName,
        }))}
        error={fieldError(errors.language)}
        defaultValue={defaultValues.language}
        {...register("language")}
      />
      {/* Beside the button: the form is longer than a phone's screen, and its top out of sight. */}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <div className="form__actions">
        <Button type="submit" loading={save.isPending}>
          {t("alerts.submit")}
        </Button>
      </div>
    </form>
  );
}
