import { type Internship, internshipInputSchema, richTextHtml, TRAINING_COUNTRIES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/field.tsx";
import { dateInputValue, type FormShape, registerWithDefault } from "../../../../lib/schema-form.ts";
import type { Infer } from "../../../../lib/types.ts";
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

const toValues = (item?: Internship): FormShape<Infer<typeof internshipInputSchema>> => ({
  ...translationValues(item),
  title: item?.title ?? "",
  internshipCategory: item?.internshipCategory ?? "",
  categoryOther: item?.categoryOther ?? "",
  pay: item?.pay ?? "",
  city: item?.city ?? "",
  workplace: item?.workplace ?? "",
  openDate: dateInputValue(item?.openDate),
  company: item?.company ?? [],
  skill: item?.skill ?? [],
  eligibilityCountries: item?.eligibilityCountries ?? [],
  Responsibilities: richTextHtml(item?.Responsibilities ?? ""),
  Benefits: richTextHtml(item?.Benefits ?? ""),
  applyUrl: item?.applyUrl ?? "",
  deadline: dateInputValue(item?.deadline),
});

export function InternshipForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Internship>) {
  const { t } = useTranslation("admin");
  const { form, errors, fieldError, field, frame, upload } = useEditForm(
    internshipInputSchema,
    { defaultValues: toValues(item), keepDraft: true },
    onSave,
  );
  const { control } = form;

  return (
    <FormFrame label={t("kinds.internships.one")} state={frame} submitLabel={submitLabel} cancelTo={cancelTo}>
      <FormSection legend={t("form.sections.about")}>
        <TextField
          label={t("fields.title")}
          hint={t("fields.internshipTitleHint")}
          maxLength={200}
          {...field("title")}
        />
        <div className="form__row">
          <VocabularySelect
            label={t("fields.internshipCategory")}
            required
            placeholder={t("form.choose")}
            vocabulary="internshipCategories"
            error={fieldError(errors.internshipCategory)}
            {...registerWithDefault(form, "internshipCategory")}
          />
          <TextField
            label={t("fields.categoryOther")}
            hint={t("fields.categoryOtherHint")}
            maxLength={100}
            {...field("categoryOther")}
          />
        </div>
        <TagsField control={control} name="company" label={t("fields.company")} required />
        <div className="form__row">
          <OptionalVocabularySelect form={form} name="pay" vocabulary="payKinds" />
          <OptionalVocabularySelect form={form} name="city" vocabulary="cities" />
          <OptionalVocabularySelect form={form} name="workplace" vocabulary="workplaces" />
        </div>
        <TagsField control={control} name="skill" label={t("fields.skill")} />
        <RichTextField
          control={control}
          name="Responsibilities"
          label={t("fields.responsibilities")}
          required
          resetKey={frame.draft?.restoredAt}
        />
        <RichTextField
          control={control}
          name="Benefits"
          label={t("fields.benefits")}
          required
          resetKey={frame.draft?.restoredAt}
        />
      </FormSection>
      <FormSection legend={t("form.sections.eligibility")}>
        <TagsField
          control={control}
          name="eligibilityCountries"
          label={t("fields.eligibilityCountries")}
          suggestions={TRAINING_COUNTRIES}
          hint={t("fields.countriesHint")}
        />
      </FormSection>
      <FormSection legend={t("form.sections.applying")}>
        <UrlField label={t("fields.applyUrl")} {...field("applyUrl")} />
        <div className="form__row">
          <TextField label={t("fields.openDate")} type="date" {...field("openDate")} />
          <DeadlineField {...field("deadline")} />
        </div>
        <PhotoField {...upload} currentUrl={item?.photo1} />
      </FormSection>
      <TranslationsSection kind="internships" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
