import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import "./field.css";
import "./select.css";

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty choice shown first ("All fields of study"); choosing it clears the filter. */
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shows a clear button while a value is chosen. */
  clearLabel?: string;
  hideLabel?: boolean;
}

export function Select({
  label,
  options,
  placeholder,
  value,
  onValueChange,
  clearLabel,
  hideLabel = false,
  id,
  className,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={["field select", className].filter(Boolean).join(" ")}>
      <label className={hideLabel ? "visually-hidden" : "field__label"} htmlFor={selectId}>
        {label}
      </label>
      <div className="select__row">
        <div className="select__wrap">
          <select
            id={selectId}
            className="field__control select__control"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
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
        {clearLabel && value ? (
          <button type="button" className="select__clear" onClick={() => onValueChange("")}>
            <svg viewBox="0 0 20 20" aria-hidden="true" width="16" height="16">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {clearLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
