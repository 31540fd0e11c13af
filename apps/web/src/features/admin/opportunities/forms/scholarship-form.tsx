import {
  FIELDS_OF_STUDY,
  richTextHtml,
  SCHOLARSHIP_TYPES,
  type Scholarship,
  STUDY_LEVELS,
  scholarshipInputSchema,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { CheckboxGroup, TextField } from "../../../../components/field.tsx";
import { dateInputValue, type FormShape, registerWithDefault } from "../../../../lib/schema-form.ts";
import type { Infer } from "../../../../lib/types.ts";
import { useVocabulary } from "../../../../lib/vocabulary.ts";
import { FormFrame } from "../../components/form-frame.tsx";
import { FormSection } from "../../components/form-section.tsx";
import { PhotoField } from "../../components/photo-field.tsx";
import { TagsField } from "../../components/tags-field.tsx";
import { UrlField } from "../../components/url-field.tsx";
import { OptionalVocabularySelect, VocabularySelect } from "../../components/vocabulary-select.tsx";
import { RichTextField } from "../../editor/rich-text-field.tsx";
import { translationValues } from "../../lib/translation-values.ts";
import { useEditForm } from "../../lib/use-edit-form.ts";
import { TranslationsSection } from "../../translations/translations-section.tsx";
import { DeadlineField } from "./deadline-field.tsx";
import type { OpportunityFormProps } from "./opportunity-form-props.ts";

const toValues = (item?: Scholarship): FormShape<Infer<typeof scholarshipInputSchema>> => ({
  ...translationValues(item),
  title: item?.title ?? "",
  scholarshipType: item?.scholarshipType ?? "",
  modeOfStudy: item?.modeOfStudy ?? "",
  experience: item?.experience ?? "",
  description: richTextHtml(item?.description ?? ""),
  fieldsOfStudy: item?.fieldsOfStudy ?? [],
  studyLevels: item?.studyLevels ?? [],
  funding: item?.funding ?? "",
  hostCountry: item?.hostCountry ?? "",
  eligibilityCountries: item?.eligibilityCountries ?? [],
  URL: item?.URL ?? "",
  deadline: dateInputValue(item?.deadline),
});

export function ScholarshipForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Scholarship>) {
  const { t } = useTranslation("admin");
  const { form, errors, fieldError, field, frame, upload } = useEditForm(
    scholarshipInputSchema,
    { defaultValues: toValues(item), keepDraft: true },
    onSave,
  );
  const { register, control } = form;
  const label = useVocabulary();

  return (
    <FormFrame
      label={t("kinds.scholarships.one")}
      state={frame}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
    >
      <FormSection legend={t("form.sections.about")}>
        <TextField label={t("fields.title")} required maxLength={200} {...field("title")} />
        <div className="form__row">
          <TextField
            label={t("fields.scholarshipType")}
            required
            list="scholarship-types"
            maxLength={100}
            {...field("scholarshipType")}
          />
          <VocabularySelect
            label={t("fields.modeOfStudy")}
            required
            placeholder={t("form.choose")}
            vocabulary="modesOfStudy"
            error={fieldError(errors.modeOfStudy)}
            {...registerWithDefault(form, "modeOfStudy")}
          />
        </div>
        <datalist id="scholarship-types">
          {SCHOLARSHIP_TYPES.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <TextField
          label={t("fields.experience")}
          hint={t("fields.experienceHint")}
          maxLength={200}
          {...field("experience")}
        />
        <RichTextField
          control={control}
          name="description"
          label={t("fields.description")}
          resetKey={frame.draft?.restoredAt}
        />
      </FormSection>
      <FormSection legend={t("form.sections.levelAndFunding")}>
        <CheckboxGroup
          legend={t("fields.studyLevels")}
          options={STUDY_LEVELS.map((value) => ({ value, label: label("studyLevels", value) }))}
          inputProps={() => register("studyLevels")}
        />
        <div className="form__row">
          <OptionalVocabularySelect form={form} name="funding" vocabulary="fundingLevels" />
          <OptionalVocabularySelect form={form} name="hostCountry" vocabulary="allCountries" />
        </div>
      </FormSection>
      <FormSection legend={t("form.sections.eligibility")}>
        <TagsField
          control={control}
          name="fieldsOfStudy"
          label={t("fields.fieldsOfStudy")}
          required
          suggestions={FIELDS_OF_STUDY}
        />
        <TagsField
          control={control}
          name="eligibilityCountries"
          label={t("fields.eligibilityCountries")}
          hint={t("fields.countriesHint")}
          suggestions={TRAINING_COUNTRIES}
        />
      </FormSection>
      <FormSection legend={t("form.sections.applying")}>
        <UrlField label={t("fields.url")} required {...field("URL")} />
        <DeadlineField {...field("deadline")} />
        <PhotoField {...upload} currentUrl={item?.photo1} />
      </FormSection>
      <TranslationsSection kind="scholarships" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
