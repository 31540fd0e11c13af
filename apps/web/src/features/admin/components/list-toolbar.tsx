import "./list-toolbar.css";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";

interface ListToolbarProps {
  /** Omit for lists the API cannot search. */
  search?: { value: string; onSearch: (text: string) => void; label: string };
  filters?: ReactNode;
  count?: number;
}

/** Search (sent on Enter or the button, so each keystroke is not a request) and filters above a table. */
export function ListToolbar({ search, filters, count }: ListToolbarProps) {
  const { t } = useTranslation("admin");
  const inputId = useId();
  const [text, setText] = useState(search?.value ?? "");

  // The address may change the search (back button): show what is applied.
  useEffect(() => {
    setText(search?.value ?? "");
  }, [search?.value]);

  return (
    <div className="list-toolbar">
      {search ? (
        <search className="list-toolbar__search">
          <form
            className="list-toolbar__search-form"
            onSubmit={(event) => {
              event.preventDefault();
              search.onSearch(text.trim());
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor={inputId}>
                {search.label}
              </label>
              <input
                id={inputId}
                type="search"
                className="field__control"
                value={text}
                maxLength={100}
                onChange={(event) => {
                  setText(event.target.value);
                  // Clearing the box (its × button or select-all + delete) shows everything again.
                  if (event.target.value === "" && search.value) search.onSearch("");
                }}
              />
            </div>
            <Button type="submit" variant="secondary">
              {t("actions.search")}
            </Button>
          </form>
        </search>
      ) : null}
      {filters}
      {count !== undefined ? (
        <p className="list-toolbar__count" aria-live="polite">
          {t("list.results", { count })}
        </p>
      ) : null}
    </div>
  );
}
