import "./list-toolbar.css";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { useMediaQuery } from "../../../lib/hooks/use-media-query.ts";

/** Where tables become cards (data-table.css): below it the filters fold into one control. */
const PHONE = "(max-width: 47.99rem)";

interface ListToolbarProps {
  /** Omit for lists the API cannot search. */
  search?: { value: string; onSearch: (text: string) => void; label: string };
  filters?: ReactNode;
  /** How many filters are set (shown on the folded control). */
  activeFilters?: number;
  count?: number;
}

/** Search (sent on Enter or the button, so each keystroke is not a request) and filters above a table. */
export function ListToolbar({ search, filters, activeFilters = 0, count }: ListToolbarProps) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery(PHONE);
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
      {filters && phone ? (
        // On a phone the filters wait behind one control instead of stacking above the first row.
        <details className="list-toolbar__filters">
          <summary className="list-toolbar__filters-toggle">
            {activeFilters > 0 ? t("list.filtersSet", { count: activeFilters }) : t("list.filters")}
          </summary>
          <div className="list-toolbar__filters-body">{filters}</div>
        </details>
      ) : (
        filters
      )}
      {count !== undefined ? (
        <p className="list-toolbar__count" aria-live="polite">
          {t("list.results", { count })}
        </p>
      ) : null}
    </div>
  );
}
