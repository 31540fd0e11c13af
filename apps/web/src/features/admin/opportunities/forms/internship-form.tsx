import {
  INTERNSHIP_CATEGORIES,
  type Internship,
  internshipInputSchema,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextAreaField, TextField } from "../../../../components/field.tsx";
import { useFieldError } from "../../../../lib/forms.ts";
import type { Infer } from "../../../../lib/types.ts";
import { FileUpload } from "../../components/file-upload.tsx";
import { FormFrame } from "../../components/form-frame.tsx";
import { plainOptions, SelectField } from "../../components/select-field.tsx";
import { TagInput } from "../../components/tag-input.tsx";
import { listErrorMessage } from "../../lib/field-errors.ts";
import { dateInputValue, type FormShape, useSchemaForm } from "../../lib/schema-form.ts";
import { useFileFormState } from "../../lib/use-file-form.ts";
import type { OpportunityFormProps } from "./opportunity-form-props.ts";

type Output = Infer<typeof internshipInputSchema>;
type Values = FormShape<Output>;

const toValues = (item?: Internship): Values => ({
  internshipCategory: item?.internshipCategory ?? "",
  openDate: dateInputValue(item?.openDate),
  company: item?.company ?? [],
  skill: item?.skill ?? [],
  eligibilityCountries: item?.eligibilityCountries ?? [],
  Responsibilities: item?.Responsibilities ?? "",
  Benefits: item?.Benefits ?? "",
  applyUrl: item?.applyUrl ?? "",
  deadline: dateInputValue(item?.deadline),
});

export function InternshipForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Internship>) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(internshipInputSchema, { defaultValues: toValues(item) });
  const { register, control, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);
  const tags = (
    name: "company" | "skill" | "eligibilityCountries",
    label: string,
    extra: { required?: boolean; suggestions?: readonly string[]; hint?: string } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TagInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldError({ message: listErrorMessage(fieldState.error) })}
          {...extra}
        />
      )}
    />
  );

  return (
    <FormFrame
      label={t("kinds.internships.one")}
      onSubmit={state.onSubmit}
      dirty={state.dirty}
      submitting={state.submitting}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
      failure={state.failure}
    >
      <fieldset className="admin-form__section">
        <legend>{t("form.sections.about")}</legend>
        <SelectField
          label={t("fields.internshipCategory")}
          required
          placeholder={t("form.choose")}
          options={plainOptions(INTERNSHIP_CATEGORIES)}
          error={fieldError(errors.internshipCategory)}
          defaultValue={formState.defaultValues?.internshipCategory}
          {...register("internshipCategory")}
        />
        {tags("company", t("fields.company"), { required: true })}
        {tags("skill", t("fields.skill"))}
        <TextAreaField
          label={t("fields.responsibilities")}
          required
          rows={5}
          error={fieldError(errors.Responsibilities)}
          {...register("Responsibilities")}
        />
        <TextAreaField
          label={t("fields.benefits")}
          required
          rows={4}
          error={fieldError(errors.Benefits)}
          {...register("Benefits")}
        />
      </fieldset>
      <fieldset className="admin-form__section">
        <legend>{t("form.sections.eligibility")}</legend>
        {tags("eligibilityCountries", t("fields.eligibilityCountries"), {
          suggestions: TRAINING_COUNTRIES,
          hint: t("fields.countriesHint"),
        })}
      </fieldset>
      <fieldset className="admin-form__section">
        <legend>{t("form.sections.applying")}</legend>
        <TextField
          label={t("fields.applyUrl")}
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          error={fieldError(errors.applyUrl)}
          {...register("applyUrl")}
        />
        <div className="form__row">
          <TextField
            label={t("fields.openDate")}
            type="date"
            error={fieldError(errors.openDate)}
            {...register("openDate")}
          />
          <TextField
            label={t("fields.deadline")}
            type="date"
            hint={t("fields.deadlineHint")}
            error={fieldError(errors.deadline)}
            {...register("deadline")}
          />
        </div>
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
