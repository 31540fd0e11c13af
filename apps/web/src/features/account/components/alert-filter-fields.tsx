// Per kind the member follows, the same filters as the kind's list (contracts' OPPORTUNITY_FILTERS) but
// the field of study, which the form's own fields of study choose; each "all" or one value, in the list's own words (the opportunities catalog).
import {
  type AlertPreferences,
  alertFiltersOf,
  filterValues,
  OPPORTUNITY_KIND_INFO,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
} from "@btw/contracts";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/select.tsx";
import { useFieldError } from "../../../lib/forms.ts";
import { useVocabulary } from "../../../lib/vocabulary.ts";

/** The form's filters: kind -> filter parameter -> value ("" is all). */
export type AlertFilterValues = Record<OpportunityKind, Record<string, string>>;

/** Every kind's every filter, as saved or blank. */
export const alertFilterValues = (saved: AlertPreferences["filters"]): AlertFilterValues =>
  Object.fromEntries(
    OPPORTUNITY_KINDS.map((kind) => [
      kind,
      Object.fromEntries(alertFiltersOf(kind).map(([param]) => [param, saved[kind]?.[param] ?? ""])),
    ]),
  ) as AlertFilterValues;

interface AlertFilterFieldsProps {
  /** The kinds followed; none means every kind. */
  kinds: readonly string[];
  /** A select's registration and its saved value (an uncontrolled select starts from defaultValue). */
  selectProps: (kind: OpportunityKind, param: string) => UseFormRegisterReturn & { defaultValue: string };
  errors: FieldErrors<AlertFilterValues> | undefined;
}

export function AlertFilterFields({ kinds, selectProps, errors }: AlertFilterFieldsProps) {
  const { t } = useTranslation(["account", "opportunities", "common"]);
  const fieldError = useFieldError();
  const label = useVocabulary();
  const shown = OPPORTUNITY_KINDS.filter((kind) => kinds.length === 0 || kinds.includes(kind));
  return (
    <div className="alert-filters">
      <p className="field__label alert-filters__title">{t("account:alerts.filters")}</p>
      <p className="field__hint">{t("account:alerts.filtersHint")}</p>
      {shown.map((kind) => (
        <fieldset key={kind} className="alert-filters__kind">
          <legend className="alert-filters__legend">{t(OPPORTUNITY_KIND_INFO[kind].titleKeys.nav)}</legend>
          <div className="alert-filters__fields">
            {alertFiltersOf(kind).map(([param, filter]) => (
              <SelectField
                key={param}
                label={t([`opportunities:filters.${param}.fact`, `opportunities:filters.${param}.label`])}
                placeholder={t("account:alerts.any")}
                options={filterValues(filter).map((value) => ({
                  value,
                  label: label(filter.vocabulary, value),
                }))}
                error={fieldError(errors?.[kind]?.[param])}
                {...selectProps(kind, param)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
