import { TRAINING_COUNTRIES, type Training, trainingInputSchema } from "@btw/contracts";
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

type Output = Infer<typeof trainingInputSchema>;
type Values = FormShape<Output>;

const toValues = (item?: Training): Values => ({
  Title: item?.Title ?? "",
  Description: item?.Description ?? "",
  selectedCountries: item?.selectedCountries ?? [],
  applyUrl: item?.applyUrl ?? "",
  startDate: dateInputValue(item?.startDate),
  endDate: dateInputValue(item?.endDate),
  deadline: dateInputValue(item?.deadline),
});

export function TrainingForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Training>) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(trainingInputSchema, { defaultValues: toValues(item) });
  const { register, control, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);

  return (
    <FormFrame
      label={t("kinds.training.one")}
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
          error={fieldError(errors.Title)}
          {...register("Title")}
        />
        <TextAreaField
          label={t("fields.description")}
          required
          rows={6}
          error={fieldError(errors.Description)}
          {...register("Description")}
        />
        <Controller
          name="selectedCountries"
          control={control}
          render={({ field, fieldState }) => (
            <TagInput
              label={t("fields.selectedCountries")}
              required
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
            label={t("fields.startDate")}
            type="date"
            error={fieldError(errors.startDate)}
            {...register("startDate")}
          />
          <TextField
            label={t("fields.endDate")}
            type="date"
            error={fieldError(errors.endDate)}
            {...register("endDate")}
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
