import { JOB_TYPES, type Job, jobInputSchema, richTextHtml } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/field.tsx";
import { plainOptions, SelectField } from "../../../../components/select.tsx";
import { dateInputValue, type FormShape, registerWithDefault } from "../../../../lib/schema-form.ts";
import type { Infer } from "../../../../lib/types.ts";
import { FormFrame } from "../../components/form-frame.tsx";
import { FormSection } from "../../components/form-section.tsx";
import { UrlField } from "../../components/url-field.tsx";
import { OptionalVocabularySelect } from "../../components/vocabulary-select.tsx";
import { RichTextField } from "../../editor/rich-text-field.tsx";
import { translationValues } from "../../lib/translation-values.ts";
import { useEditForm } from "../../lib/use-edit-form.ts";
import { TranslationsSection } from "../../translations/translations-section.tsx";
import { DeadlineField } from "./deadline-field.tsx";
import type { OpportunityFormProps } from "./opportunity-form-props.ts";

const toValues = (item?: Job): FormShape<Infer<typeof jobInputSchema>> => ({
  ...translationValues(item),
  JobTitle: item?.JobTitle ?? "",
  Type: item?.Type ?? "",
  Description: richTextHtml(item?.Description ?? ""),
  company: item?.company ?? "",
  location: item?.location ?? "",
  jobCategory: item?.jobCategory ?? "",
  categoryOther: item?.categoryOther ?? "",
  experienceLevel: item?.experienceLevel ?? "",
  city: item?.city ?? "",
  workplace: item?.workplace ?? "",
  applyUrl: item?.applyUrl ?? "",
  deadline: dateInputValue(item?.deadline),
});

export function JobForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Job>) {
  const { t } = useTranslation("admin");
  const { form, errors, fieldError, field, frame } = useEditForm(
    jobInputSchema,
    { defaultValues: toValues(item), keepDraft: true },
    onSave,
  );
  const { control } = form;
  // A type typed before the list existed stays choosable.
  const types =
    item?.Type && !(JOB_TYPES as readonly string[]).includes(item.Type)
      ? [...JOB_TYPES, item.Type]
      : JOB_TYPES;

  return (
    <FormFrame label={t("kinds.jobs.one")} state={frame} submitLabel={submitLabel} cancelTo={cancelTo}>
      <FormSection legend={t("form.sections.about")}>
        <TextField label={t("fields.jobTitle")} required maxLength={200} {...field("JobTitle")} />
        <div className="form__row">
          <SelectField
            label={t("fields.jobType")}
            required
            placeholder={t("form.choose")}
            options={plainOptions(types)}
            error={fieldError(errors.Type)}
            {...registerWithDefault(form, "Type")}
          />
          <TextField label={t("fields.company")} maxLength={200} {...field("company")} />
          <TextField label={t("fields.location")} maxLength={200} {...field("location")} />
        </div>
        <div className="form__row">
          <OptionalVocabularySelect form={form} name="jobCategory" vocabulary="jobCategories" />
          <TextField
            label={t("fields.categoryOther")}
            hint={t("fields.categoryOtherHint")}
            maxLength={100}
            {...field("categoryOther")}
          />
          <OptionalVocabularySelect form={form} name="experienceLevel" vocabulary="experienceLevels" />
        </div>
        <div className="form__row">
          <OptionalVocabularySelect form={form} name="city" vocabulary="cities" />
          <OptionalVocabularySelect form={form} name="workplace" vocabulary="workplaces" />
        </div>
        <RichTextField
          control={control}
          name="Description"
          label={t("fields.description")}
          required
          resetKey={frame.draft?.restoredAt}
        />
      </FormSection>
      <FormSection legend={t("form.sections.applying")}>
        <UrlField label={t("fields.applyUrl")} {...field("applyUrl")} />
        <DeadlineField {...field("deadline")} />
      </FormSection>
      <TranslationsSection kind="jobs" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
