import { useState } from "react";
import { type DefaultValues, type FieldValues, get, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/errors.ts";
import { useFieldError } from "../../../lib/forms.ts";
import { applyServerIssues, type FormShape, useSchemaForm } from "../../../lib/schema-form.ts";
import type { Infer } from "../../../lib/types.ts";
import type { FormFrameState } from "../components/form-frame.tsx";
import { withReauth } from "../session/reauth.ts";
import { useFormDraft } from "./use-form-draft.ts";

/** Sends the parsed values and a newly chosen file; throws the API's error. */
export type SaveWithFile = (values: Record<string, unknown>, file: File | null) => Promise<void>;

type Schema = Parameters<typeof useSchemaForm>[0] & { _output: unknown };

interface EditFormOptions<Values extends FieldValues> {
  defaultValues: Values;
  /** Optional fields whose schema refuses "" (a phone number): an empty box means "not given". */
  blankAsMissing?: readonly (keyof Values & string)[];
  /** Keeps unsaved values in this browser until saved (long texts), under this screen's address. */
  keepDraft?: boolean;
}

/**
 * What every admin edit form shares: the form validated by the contracts' schema, the chosen file
 * (outside react-hook-form, it is not a text value), the submit that puts the server's field messages
 * under their fields, and the dirty state the frame warns about.
 */
export function useEditForm<S extends Schema>(
  schema: S,
  { defaultValues, blankAsMissing, keepDraft }: EditFormOptions<FormShape<Infer<S>>>,
  onSave: SaveWithFile,
) {
  type Values = FormShape<Infer<S>>;
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const form = useSchemaForm<Values, Infer<S>>(schema, {
    defaultValues: defaultValues as DefaultValues<Values>,
    blankAsMissing,
  });
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(form.control._defaultValues ?? {});
  const draft = useFormDraft(form, keepDraft === true);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // An ended session asks to sign in again over the form, then sends the same values.
      await withReauth(() => onSave(values as Record<string, unknown>, file));
      draft.clear();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, fields)) setFailure(describeError(t, error));
    }
  });

  const frame: FormFrameState = {
    onSubmit,
    dirty: form.formState.isDirty || file !== null,
    submitting: form.formState.isSubmitting,
    failure,
    draft: draft.restoredAt ? { restoredAt: draft.restoredAt, onDiscard: draft.discard } : undefined,
  };
  /** A field's registration with its own message: `<TextField label={…} {...field("title")} />`. */
  const field = (name: Path<Values>) => ({
    ...form.register(name),
    error: fieldError(get(form.formState.errors, name)),
  });
  return {
    form,
    errors: form.formState.errors,
    fieldError,
    field,
    frame,
    upload: { file, onChange: setFile },
  };
}
