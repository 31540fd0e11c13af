import {
  FIELDS_OF_STUDY,
  OPPORTUNITY_KIND_INFO,
  OPPORTUNITY_KINDS,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import { LANGUAGE_DETAILS, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useVocabulary } from "../../../lib/vocabulary.ts";
import type { AlertChoiceValues } from "../alert-choice-values.ts";
import "./alert-choices.css";

interface AlertChoicesProps {
  value: AlertChoiceValues;
  onChange: (value: AlertChoiceValues) => void;
}

type ListKey = "kinds" | "fieldsOfStudy" | "countries";

/**
 * What the weekly alert email brings: kinds, fields of study, countries (none ticked means all)
 * and its language. Loaded only when the visitor opens it, so the home page's first scripts stay small.
 */
export default function AlertChoices({ value, onChange }: AlertChoicesProps) {
  const { t } = useTranslation(["listing", "opportunities"]);
  const label = useVocabulary();
  const id = useId();
  const toggle = (key: ListKey, item: string, checked: boolean) => {
    const list = value[key] as string[];
    const next = checked ? [...list, item] : list.filter((entry) => entry !== item);
    onChange({ ...value, [key]: next });
  };
  const group = (key: ListKey, legend: string, options: Array<{ value: string; label: string }>) => (
    <fieldset className="alert-choices__group">
      <legend className="alert-choices__legend">{legend}</legend>
      <div className="alert-choices__options">
        {options.map((option) => (
          <label key={option.value} className="alert-choices__option">
            <input
              type="checkbox"
              name={`${id}-${key}`}
              value={option.value}
              checked={(value[key] as string[]).includes(option.value)}
              onChange={(event) => toggle(key, option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="alert-choices">
      <p className="alert-choices__title">{t("alerts.legend")}</p>
      <p className="alert-choices__intro">{t("alerts.intro")}</p>
      {group(
        "kinds",
        t("alerts.kinds"),
        OPPORTUNITY_KINDS.map((kind) => ({
          value: kind,
          label: t(OPPORTUNITY_KIND_INFO[kind].titleKeys.nav),
        })),
      )}
      {group(
        "fieldsOfStudy",
        t("alerts.fields"),
        FIELDS_OF_STUDY.map((field) => ({ value: field, label: label("fieldsOfStudy", field) })),
      )}
      {group(
        "countries",
        t("alerts.countries"),
        TRAINING_COUNTRIES.map((country) => ({ value: country, label: label("countries", country) })),
      )}
      <fieldset className="alert-choices__group">
        <legend className="alert-choices__legend">{t("alerts.language")}</legend>
        <div className="alert-choices__options">
          {SUPPORTED_LANGUAGES.map((language) => (
            <label key={language} className="alert-choices__option" lang={language}>
              <input
                type="radio"
                name={`${id}-language`}
                value={language}
                checked={value.language === language}
                onChange={() => onChange({ ...value, language })}
              />
              <span>{LANGUAGE_DETAILS[language].nativeName}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
