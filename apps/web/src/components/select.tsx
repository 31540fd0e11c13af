import { type ReactNode, type Ref, type SelectHTMLAttributes, useEffect, useId, useRef } from "react";
import { describedBy, FieldError, FieldHint, FieldLabel } from "./field.tsx";
import "./field.css";
import "./select.css";

type Options = ReadonlyArray<{ value: string; label: string }>;

/** The select element with its options and the site's chevron. */
function SelectControl({
  options,
  placeholder,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: Options;
  placeholder?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}) {
  return (
    <div className="select__wrap">
      <select className="field__control select__control" {...rest}>
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
  );
}

/** A controlled select that applies at once (list filters), with an optional clear button. */
interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  label: ReactNode;
  options: Options;
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
  // A choice made in the server's drawing before React hydrated it is the reader's: applied once the
  // app runs, as if made now. The server marks the option it drew as chosen (`selected`), so any
  // other chosen option is the reader's; a select drawn by the app itself marks none.
  const selectRef = useRef<HTMLSelectElement>(null);
  const drawn = useRef({ value, onValueChange });
  useEffect(() => {
    const select = selectRef.current;
    const chosen = select?.selectedOptions[0];
    const drawnChoice = (option: HTMLOptionElement) => option.hasAttribute("selected");
    const drewChoice = select && [...select.options].some(drawnChoice);
    if (drewChoice && chosen && !drawnChoice(chosen) && chosen.value !== drawn.current.value) {
      drawn.current.onValueChange(chosen.value);
    }
  }, []);
  return (
    <div className={["field select", className].filter(Boolean).join(" ")}>
      <label className={hideLabel ? "visually-hidden" : "field__label"} htmlFor={selectId}>
        {label}
      </label>
      <div className="select__row">
        <SelectControl
          ref={selectRef}
          id={selectId}
          options={options}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
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

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: Options;
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
  return (
    <div className={error ? "field select field--invalid" : "field select"}>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={selectId} hint={hint} />
      <SelectControl
        id={selectId}
        options={options}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...rest}
      />
      <FieldError id={selectId} error={error} />
    </div>
  );
}

/** Options from a list of values shown as they are. */
export const plainOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
