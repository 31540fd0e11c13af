import { JOB_TYPES, type Job, jobInputSchema } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { TextAreaField, TextField } from "../../../../components/field.tsx";
import { useFieldError } from "../../../../lib/forms.ts";
import type { Infer } from "../../../../lib/types.ts";
import { FormFrame } from "../../components/form-frame.tsx";
import { plainOptions, SelectField } from "../../components/select-field.tsx";
import { dateInputValue, type FormShape, useSchemaForm } from "../../lib/schema-form.ts";
import { useFileFormState } from "../../lib/use-file-form.ts";
import type { OpportunityFormProps } from "./opportunity-form-props.ts";

type Output = Infer<typeof jobInputSchema>;
type Values = FormShape<Output>;

const toValues = (item?: Job): Values => ({
  JobTitle: item?.JobTitle ?? "",
  Type: item?.Type ?? "",
  Description: item?.Description ?? "",
  company: item?.company ?? "",
  location: item?.location ?? "",
  applyUrl: item?.applyUrl ?? "",
  deadline: dateInputValue(item?.deadline),
});

export function JobForm({ item, onSave, cancelTo, submitLabel }: OpportunityFormProps<Job>) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Output>(jobInputSchema, { defaultValues: toValues(item) });
  const { register, formState } = form;
  const { errors } = formState;
  const state = useFileFormState(form, onSave);
  // A type typed before the list existed stays choosable.
  const types =
    item?.Type && !(JOB_TYPES as readonly string[]).includes(item.Type)
      ? [...JOB_TYPES, item.Type]
      : JOB_TYPES;

  return (
    <FormFrame
      label={t("kinds.jobs.one")}
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
          label={t("fields.jobTitle")}
          required
          maxLength={200}
          error={fieldError(errors.JobTitle)}
          {...register("JobTitle")}
        />
        <div className="form__row">
          <SelectField
            label={t("fields.jobType")}
            required
            placeholder={t("form.choose")}
            options={plainOptions(types)}
            error={fieldError(errors.Type)}
            defaultValue={formState.defaultValues?.Type}
            {...register("Type")}
          />
          <TextField
            label={t("fields.company")}
            maxLength={200}
            error={fieldError(errors.company)}
            {...register("company")}
          />
          <TextField
            label={t("fields.location")}
            maxLength={200}
            error={fieldError(errors.location)}
            {...register("location")}
          />
        </div>
        <TextAreaField
          label={t("fields.description")}
          required
          rows={7}
          error={fieldError(errors.Description)}
          {...register("Description")}
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
        <TextField
          label={t("fields.deadline")}
          type="date"
          hint={t("fields.deadlineHint")}
          error={fieldError(errors.deadline)}
          {...register("deadline")}
        />
      </fieldset>
    </FormFrame>
  );
}
