import "./tag-input.css";
import { type ClipboardEvent, type KeyboardEvent, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldLabel } from "../../../components/field.tsx";

interface TagInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  suggestions?: readonly string[];
  hint?: string;
  error?: string;
  required?: boolean;
  maxItems?: number;
  inputRef?: Ref<HTMLInputElement>;
}

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/**
 * A list field typed as tags: Enter or a comma adds what was typed, Backspace in the empty box removes
 * the last tag, each tag has its own remove button, and changes are announced to screen readers.
 */
export function TagInput({
  label,
  value,
  onChange,
  onBlur,
  suggestions = [],
  hint,
  error,
  required,
  maxItems = 50,
  inputRef,
}: TagInputProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const add = (raw: string[]) => {
    const next = [...value];
    const added: string[] = [];
    for (const item of raw.map((entry) => entry.trim()).filter(Boolean)) {
      if (next.length >= maxItems) break;
      if (next.some((existing) => sameText(existing, item))) continue;
      next.push(item);
      added.push(item);
    }
    if (added.length > 0) {
      onChange(next);
      setAnnouncement(t("tags.added", { items: added.join(", ") }));
    }
  };

  const remove = (item: string) => {
    onChange(value.filter((existing) => existing !== item));
    setAnnouncement(t("tags.removed", { item }));
  };

  const commitText = () => {
    if (!text.trim()) return;
    add(text.split(","));
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "Enter" || event.key === ",") && text.trim()) {
      event.preventDefault();
      commitText();
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!/[,\n]/.test(pasted)) return;
    event.preventDefault();
    add(pasted.split(/[,\n]/));
  };

  const open = suggestions.filter((item) => !value.some((existing) => sameText(existing, item)));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className={error ? "field tag-input field--invalid" : "field tag-input"}>
      <FieldLabel htmlFor={`${id}-input`} required={required}>
        {label}
      </FieldLabel>
      <p className="field__hint" id={`${id}-hint`}>
        {hint ? `${hint} ` : ""}
        {t("tags.hint")}
      </p>
      <div className="tag-input__box">
        {value.length > 0 ? (
          <ul className="tag-input__tags" aria-label={t("tags.chosen", { label })}>
            {value.map((item) => (
              <li key={item} className="tag-input__tag">
                <span>{item}</span>
                <button
                  type="button"
                  className="tag-input__remove"
                  aria-label={t("tags.remove", { item })}
                  onClick={() => remove(item)}
                >
                  <svg viewBox="0 0 20 20" width="12" height="12" aria-hidden="true">
                    <path
                      d="M5 5l10 10M15 5 5 15"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={`${id}-input`}
          ref={inputRef}
          className="tag-input__entry"
          value={text}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            commitText();
            onBlur?.();
          }}
        />
      </div>
      {open.length > 0 ? (
        <fieldset className="tag-input__suggestions" aria-label={t("tags.suggestions", { label })}>
          {open.map((item) => (
            <button
              key={item}
              type="button"
              className="tag-input__suggestion"
              aria-label={t("tags.add", { item })}
              onClick={() => add([item])}
            >
              <span aria-hidden="true">+ </span>
              {item}
            </button>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
