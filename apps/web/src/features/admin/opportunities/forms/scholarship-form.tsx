import {
  FIELDS_OF_STUDY,
  MODES_OF_STUDY,
  SCHOLARSHIP_TYPES,
  type Scholarship,
  scholarshipInputSchema,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextAreaField, TextField } from "../../../../components/field.tsx";
import { useFieldError } from "../../../../lib/forms.ts";
import type { Infer } from "../../../../lib/types.ts";
import { FileUpload } from "../../components/file-upload.tsx";
import { FormFrame } from "../../components/form-frame.tsx";
import { TagInput } from "../../components/tag-input.tsx";
import { listErrorMessage } from "../../lib/field-errors.ts";
import { dateInputValue, type FormShape, useSchemaForm } from "../../lib/schema-form.ts";
import { useFileFormState } from "../../lib/use-file-form.ts";
import type { OpportunityFormProps } from "./opportunity-form-props.ts";

type Output = Infer<typeof scholarshipInputSchema>;
type Values = FormShape<Output>;

const toValues = (item?: Scholarship): Values => ({
  title: item?.title ?? "",
  scholarshipType: item?.scholarshipType ?? "",
  modeOfStudy: item?.modeOfStudy ?? "",
  experience: item?.experience ?? "",
  description: item?.description ?? "",
  fieldsOfStudy: item?.fieldsOfStudy ?? [],
  eligibilityCountries: item?.eligibilityCountries ?? [],
  URL: item?.URL ?? "",
  deadline: dateInputValue(item?.deadline),
});

export function ScholarshipForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Scholarship>) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(scholarshipInputSchema, { defaultValues: toValues(item) });
  const { register, control, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);

  return (
    <FormFrame
      label={t("kinds.scholarships.one")}
      onSubmit={state.onSubmit}
      dirty={state.dirty}
      submitting={state.submitting}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
      failure={state.failure}
    >
      <fieldset className="admin-form__section">
        <legend>{t("form.sections.about")}</legend>
        <TextField
          label={t("fields.title")}
          required
          maxLength={200}
          error={fieldError(errors.title)}
          {...register("title")}
        />
        <div className="form__row">
          <TextField
            label={t("fields.scholarshipType")}
            required
            list="scholarship-types"
            maxLength={100}
            error={fieldError(errors.scholarshipType)}
            {...register("scholarshipType")}
          />
          <TextField
            label={t("fields.modeOfStudy")}
            required
            list="modes-of-study"
            maxLength={100}
            error={fieldError(errors.modeOfStudy)}
            {...register("modeOfStudy")}
          />
        </div>
        <datalist id="scholarship-types">
          {SCHOLARSHIP_TYPES.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <datalist id="modes-of-study">
          {MODES_OF_STUDY.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <TextField
          label={t("fields.experience")}
          hint={t("fields.experienceHint")}
          maxLength={200}
          error={fieldError(errors.experience)}
          {...register("experience")}
        />
        <TextAreaField
          label={t("fields.description")}
          rows={5}
          maxLength={5000}
          error={fieldError(errors.description)}
          {...register("description")}
        />
      </fieldset>
      <fieldset className="admin-form__section">
        <legend>{t("form.sections.eligibility")}</legend>
        <Controller
          name="fieldsOfStudy"
          control={control}
          render={({ field, fieldState }) => (
            <TagInput
              label={t("fields.fieldsOfStudy")}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              suggestions={FIELDS_OF_STUDY}
              error={fieldError({ message: listErrorMessage(fieldState.error) })}
            />
          )}
        />
        <Controller
          name="eligibilityCountries"
          control={control}
          render={({ field, fieldState }) => (
            <TagInput
              label={t("fields.eligibilityCountries")}
              hint={t("fields.countriesHint")}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              suggestions={TRAINING_COUNTRIES}
              error={fieldError({ message: listErrorMessage(fieldState.error) })}
            />
          )}
        />
      </fieldset>
      <fieldset className="admin-form__section">
        <legend>{t("form.sections.applying")}</legend>
        <TextField
          label={t("fields.url")}
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          error={fieldError(errors.URL)}
          {...register("URL")}
        />
        <TextField
          label={t("fields.deadline")}
          type="date"
          hint={t("fields.deadlineHint")}
          error={fieldError(errors.deadline)}
          {...register("deadline")}
        />
        <FileUpload
          label={t("fields.photo")}
          kind="image"
          file={state.file}
          onChange={state.setFile}
          currentUrl={item?.photo1}
        />
      </fieldset>
    </FormFrame>
  );
}
