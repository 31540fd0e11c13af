import "./password-field.css";
import { type InputHTMLAttributes, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, FieldError, FieldHint, FieldLabel } from "../field.tsx";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide switch (people type long passphrases on phones). Its switch
 * reads from the "auth" catalog, for the public sign-in pages use it in every language.
 */
export function PasswordField({ label, error, hint, id, required, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={inputId} hint={hint} />
      <div className="password-field">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...rest}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t("password.hide") : t("password.show")}
        </button>
      </div>
      <FieldError id={inputId} error={error} />
    </div>
  );
}
