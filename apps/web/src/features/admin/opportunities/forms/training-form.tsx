import { richTextHtml, TRAINING_COUNTRIES, type Training, trainingInputSchema } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/field.tsx";
import { dateInputValue, type FormShape } from "../../../../lib/schema-form.ts";
import type { Infer } from "../../../../lib/types.ts";
import { FormFrame } from "../../components/form-frame.tsx";
import { FormSection } from "../../components/form-section.tsx";
import { PhotoField } from "../../components/photo-field.tsx";
import { TagsField } from "../../components/tags-field.tsx";
import { UrlField } from "../../components/url-field.tsx";
import { OptionalVocabularySelect } from "../../components/vocabulary-select.tsx";
import { RichTextField } from "../../editor/rich-text-field.tsx";
import { translationValues } from "../../lib/translation-values.ts";
import { useEditForm } from "../../lib/use-edit-form.ts";
import { TranslationsSection } from "../../translations/translations-section.tsx";
import { DeadlineField } from "./deadline-field.tsx";
import type { OpportunityFormProps } from "./opportunity-form-props.ts";

const toValues = (item?: Training): FormShape<Infer<typeof trainingInputSchema>> => ({
  ...translationValues(item),
  Title: item?.Title ?? "",
  Description: richTextHtml(item?.Description ?? ""),
  selectedCountries: item?.selectedCountries ?? [],
  deliveryMode: item?.deliveryMode ?? "",
  cost: item?.cost ?? "",
  applyUrl: item?.applyUrl ?? "",
  startDate: dateInputValue(item?.startDate),
  endDate: dateInputValue(item?.endDate),
  deadline: dateInputValue(item?.deadline),
});

export function TrainingForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Training>) {
  const { t } = useTranslation("admin");
  const { form, field, frame, upload } = useEditForm(
    trainingInputSchema,
    { defaultValues: toValues(item), keepDraft: true },
    onSave,
  );
  const { control } = form;

  return (
    <FormFrame label={t("kinds.training.one")} state={frame} submitLabel={submitLabel} cancelTo={cancelTo}>
      <FormSection legend={t("form.sections.about")}>
        <TextField label={t("fields.title")} required maxLength={200} {...field("Title")} />
        <RichTextField
          control={control}
          name="Description"
          label={t("fields.description")}
          required
          resetKey={frame.draft?.restoredAt}
        />
        <TagsField
          control={control}
          name="selectedCountries"
          label={t("fields.selectedCountries")}
          required
          suggestions={TRAINING_COUNTRIES}
        />
        <div className="form__row">
          <OptionalVocabularySelect form={form} name="deliveryMode" vocabulary="deliveryModes" />
          <OptionalVocabularySelect form={form} name="cost" vocabulary="costs" />
        </div>
      </FormSection>
      <FormSection legend={t("form.sections.applying")}>
        <UrlField label={t("fields.applyUrl")} {...field("applyUrl")} />
        <div className="form__row">
          <TextField label={t("fields.startDate")} type="date" {...field("startDate")} />
          <TextField label={t("fields.endDate")} type="date" {...field("endDate")} />
          <DeadlineField {...field("deadline")} />
        </div>
        <PhotoField {...upload} currentUrl={item?.photo1} />
      </FormSection>
      <TranslationsSection kind="training" form={form} resetKey={frame.draft?.restoredAt} />
    </FormFrame>
  );
}
