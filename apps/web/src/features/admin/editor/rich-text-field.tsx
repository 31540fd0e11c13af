// A long text of an admin form written in the rich-text editor: the editor is a script of its own,
// fetched when a form first shows it, and holds the field's HTML in react-hook-form.
import { lazy, Suspense } from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldError } from "../../../lib/forms.ts";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

interface RichTextFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** A text field of the form; it holds HTML. */
  name: FieldPathByValue<Values, string>;
  label: string;
  required?: boolean;
  /** Changes when the form puts other text in the field itself (a restored draft): the editor starts again. */
  resetKey?: string;
  /** Offers uploaded pictures; the hint says what the editor offers either way. */
  images?: boolean;
}

export function RichTextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  resetKey,
  images = false,
}: RichTextFieldProps<Values, Output>) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Suspense fallback={<p className="field__hint">{t("editor.loading")}</p>}>
          <RichTextEditor
            key={resetKey ?? "saved"}
            label={label}
            hint={images ? t("editor.hint") : t("editor.textHint")}
            error={fieldError(fieldState.error)}
            required={required}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            images={images}
          />
        </Suspense>
      )}
    />
  );
}
