import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { useFieldError } from "../../../lib/forms.ts";
import { listErrorMessage } from "../lib/field-errors.ts";
import { TagInput } from "./tag-input.tsx";

interface TagsFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string[]>;
  label: string;
  hint?: string;
  required?: boolean;
  suggestions?: readonly string[];
}

/** A list field of a react-hook-form form, typed as tags, with the list's (or first item's) error. */
export function TagsField<Values extends FieldValues, Output>({
  control,
  name,
  ...shown
}: TagsFieldProps<Values, Output>) {
  const fieldError = useFieldError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TagInput
          {...shown}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldError({ message: listErrorMessage(fieldState.error) })}
        />
      )}
    />
  );
}
