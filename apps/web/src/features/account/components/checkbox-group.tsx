import { type InputHTMLAttributes, type Ref, useId } from "react";

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
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset
      className={error ? "field checkbox-group field--invalid" : "field checkbox-group"}
      aria-describedby={described || undefined}
    >
      <legend className="field__label">
        {legend}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="checkbox-group__options">
        {options.map((option) => (
          <label key={option.value} className="checkbox-group__option">
            <input type="checkbox" value={option.value} {...inputProps(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
