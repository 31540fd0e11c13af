// The "Search job positions" box: an ARIA 1.2 combobox. Typing filters the list (debounced) and
// offers up to ten matching titles; picking one fills the box; submitting hides the suggestions.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../../components/button.tsx";
import { FieldError } from "../../../../../components/field.tsx";
import { Icon } from "../../../../../components/icon.tsx";
import { useTypedBeforeTheApp } from "../../../../../lib/hooks/use-typed-before-the-app.ts";
import { useJobSuggestions } from "../api/get-job-suggestions.ts";
import "../../../../../components/field.css";

export const SEARCH_DEBOUNCE_MS = 300;

interface JobSearchProps {
  /** The search in the address. */
  value: string;
  /** `replace` while typing (no history entry per letter); a submit or pick adds one. */
  onSearch: (text: string, options: { replace: boolean }) => void;
}

function Highlight({ text, query }: { text: string; query: string }) {
  const index = text.toLowerCase().indexOf(query.trim().toLowerCase());
  if (!query.trim() || index < 0) return <>{text}</>;
  const end = index + query.trim().length;
  return (
    <>
      {text.slice(0, index)}
      <mark>{text.slice(index, end)}</mark>
      {text.slice(end)}
    </>
  );
}

export function JobSearch({ value, onSearch }: JobSearchProps) {
  const { t } = useTranslation("opportunities");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string>();
  const lastSent = useRef(value);
  const suggestions = useJobSuggestions(text, open);
  const options = open && text.trim() ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;

  // Words typed before the app ran are searched for as if typed now.
  useTypedBeforeTheApp(inputRef, value, setText);

  // The address changed by itself (back button, a link): show its search.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  // Typing narrows the list after a pause; an empty box clears the filter.
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = trimmed;
      onSearch(trimmed, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  const commit = (next: string) => {
    const trimmed = next.trim();
    lastSent.current = trimmed;
    setOpen(false);
    setActive(-1);
    onSearch(trimmed, { replace: false });
  };

  const pick = (title: string) => {
    setText(title);
    setError(undefined);
    commit(title);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("jobs.searchRequired"));
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    commit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (options.length ? (current + 1) % options.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => (options.length ? (current <= 0 ? options.length - 1 : current - 1) : -1));
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="job-search">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers and test DOMs */}
      <form role="search" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-input`} className="field__label">
          {t("jobs.searchLabel")}
        </label>
        <div className="job-search__row">
          <div className="job-search__box">
            <Icon name="search" size={20} className="job-search__icon" />
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="search"
              className="field__control job-search__input"
              placeholder={t("jobs.searchPlaceholder")}
              autoComplete="off"
              required
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={`${id}-listbox`}
              aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
                if (error) setError(undefined);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            <div
              id={`${id}-listbox`}
              role="listbox"
              aria-label={t("jobs.suggestions")}
              className="job-search__listbox"
              hidden={!expanded}
            >
              {options.map((title, index) => (
                // Options stay out of the tab order: the box keeps focus and points at the active one
                // (aria-activedescendant), and the arrow keys and Enter choose, as the combobox pattern says.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for its options
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                <div
                  key={title}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="job-search__option"
                  // Keep focus in the box while the pointer picks a suggestion.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(title)}
                >
                  <Highlight text={title} query={text} />
                </div>
              ))}
            </div>
          </div>
          <Button type="submit">{t("jobs.searchSubmit")}</Button>
        </div>
        <FieldError id={id} error={error} />
        <p className="visually-hidden" aria-live="polite">
          {expanded ? t("jobs.suggestionsAvailable", { count: options.length }) : ""}
        </p>
      </form>
    </div>
  );
}
