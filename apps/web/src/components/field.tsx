import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import "./field.css";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** The site's "required" star, hidden from screen readers (the control itself says it). */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

/** A field's label, with the required star. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

/** A field's hint; its id (from the control's) is what `describedBy` names. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

/** A field's error, announced as it appears; its id (from the control's) is what `describedBy` names. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The ids of a control's hint and error, for aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, required, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required}>
      <input
        id={inputId}
        className={["field__control", className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={inputId}
        rows={rows}
        className={["field__control", className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldShell>
  );
}

interface ChoiceGroupProps {
  /** Radio buttons (one choice), or checkboxes (several: react-hook-form gathers the ticked values into a list). */
  type: "radio" | "checkbox";
  legend: ReactNode;
  /** The radio buttons' shared name (checkboxes take theirs from `inputProps`). */
  name?: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  inputProps: (value: string) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** Choices under one legend, styled by their type (`.radio-group`, `.checkbox-group`). */
export function ChoiceGroup({
  type,
  legend,
  name,
  options,
  error,
  hint,
  required,
  inputProps,
}: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={error ? `field ${type}-group field--invalid` : `field ${type}-group`}
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend className="field__label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className={`${type}-group__options`}>
        {options.map((option) => (
          <label key={option.value} className={`${type}-group__option`}>
            <input type={type} name={name} value={option.value} {...inputProps(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export function RadioGroup(props: Omit<ChoiceGroupProps, "type"> & { name: string }) {
  return <ChoiceGroup type="radio" {...props} />;
}

/** Several choices under one legend (react-hook-form gathers the ticked values into a list). */
export function CheckboxGroup(props: Omit<ChoiceGroupProps, "type" | "name">) {
  return <ChoiceGroup type="checkbox" {...props} />;
}
