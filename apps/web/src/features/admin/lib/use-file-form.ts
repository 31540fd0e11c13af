import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/errors.ts";
import { applyServerIssues } from "./schema-form.ts";

/** Sends the parsed values and a newly chosen file; throws the API's error. */
export type SaveWithFile = (values: Record<string, unknown>, file: File | null) => Promise<void>;

/**
 * What every admin edit form shares: the chosen file (outside react-hook-form, it is not a text
 * value), the submit that puts the server's field messages under their fields, and the dirty state.
 */
export function useFileFormState<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onSave: SaveWithFile,
) {
  const { t } = useTranslation("admin");
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(form.control._defaultValues ?? {});

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values as Record<string, unknown>, file);
    } catch (error) {
      if (!applyServerIssues(error, form.setError, fields)) setFailure(describeError(t, error));
    }
  });

  return {
    file,
    setFile,
    failure,
    setFailure,
    onSubmit,
    dirty: form.formState.isDirty || file !== null,
    submitting: form.formState.isSubmitting,
  };
}
