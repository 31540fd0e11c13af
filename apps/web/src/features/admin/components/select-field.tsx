import "../../../components/select.css";
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
import { FieldLabel } from "./field-label.tsx";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A form select (uncontrolled, for react-hook-form's register), styled like the site's fields. Give
 * it `defaultValue` as well: some DOMs (happy-dom) drop a value set on a select from outside.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  id,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [hint ? `${selectId}-hint` : null, error ? `${selectId}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={error ? "field select field--invalid" : "field select"}>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p className="field__hint" id={`${selectId}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="select__wrap">
        <select
          id={selectId}
          className="field__control select__control"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className="select__chevron" viewBox="0 0 20 20" aria-hidden="true" width="18" height="18">
          <path
            d="M5 7.5 10 12.5 15 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </div>
      {error ? (
        <p className="field__error" id={`${selectId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Options from a list of values shown as they are. */
export const plainOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
