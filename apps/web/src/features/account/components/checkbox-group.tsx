import { type InputHTMLAttributes, type Ref, useId } from "react";
import { describedBy, FieldError, FieldHint, RequiredMark } from "../../../components/field.tsx";

interface CheckboxGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  inputProps: (value: string) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** Several choices under one legend (react-hook-form gathers the ticked values into a list). */
export function CheckboxGroup({ legend, options, error, hint, required, inputProps }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={error ? "field checkbox-group field--invalid" : "field checkbox-group"}
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend className="field__label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className="checkbox-group__options">
        {options.map((option) => (
          <label key={option.value} className="checkbox-group__option">
            <input type="checkbox" value={option.value} {...inputProps(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
