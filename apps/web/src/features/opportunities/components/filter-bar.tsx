// A list's filters (contracts' OPPORTUNITY_FILTERS), its order and its search box. Each option shows
// how many open items it would list. Wide screens show the filters and the order in a row; phones
// show a "Filters" button that opens them in a sheet, so the first card comes up sooner. The sheet
// is a popover (lib/hooks/use-popover.ts): it opens before the app's scripts arrive, and its "Show
// results" sends the choices as a plain form until the app runs. Once the app runs, an open sheet is
// a modal dialog (the page behind hidden from assistive technology, the notices drawn inside it).
// The values live in the address: the caller reads them and sets them.
import { filtersOf, filterValues, type OpportunityKind } from "@btw/contracts";
import { hideOthers } from "aria-hidden";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../components/button.tsx";
import { Icon } from "../../../components/icon.tsx";
import { Select } from "../../../components/select.tsx";
import { usePopover } from "../../../lib/hooks/use-popover.ts";
import { useTypedBeforeTheApp } from "../../../lib/hooks/use-typed-before-the-app.ts";
import { useVocabulary } from "../../../lib/vocabulary.ts";
import { SortSelect } from "./sort-select.tsx";
import "../../../components/field.css";
import "./filter-bar.css";

interface FilterBarProps {
  kind: OpportunityKind;
  /** The address's values, by address key (the filters' keys, `sort` and `q`). */
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  /** Per API parameter: value -> open items; undefined while loading. */
  counts: Record<string, Record<string, number>> | undefined;
  /** Shows the search box (the jobs page has its own, with suggestions). */
  search?: boolean;
}

/** The search box: submits its text as `q` (an empty box clears the search). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation("opportunities");
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed by itself (back button, a link): show its search.
  useEffect(() => setText(value), [value]);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeTheApp(input, value, setText);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers and test DOMs
    <form role="search" className="filter-bar__search" onSubmit={onSubmit}>
      <label htmlFor={id} className="field__label">
        {t("filters.search")}
      </label>
      <div className="filter-bar__search-row">
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          className="field__control"
          placeholder={t("filters.searchPlaceholder")}
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t("filters.searchSubmit")}</span>
        </Button>
      </div>
    </form>
  );
}

export function FilterBar({ kind, values, onChange, counts, search = true }: FilterBarProps) {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  const sheetId = useId();
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sheet = usePopover(sheetRef, buttonRef);
  // Open, the sheet is a modal dialog: the page behind it is hidden from assistive technology too,
  // so a screen reader's reading cursor stays in it as it would in a <dialog>.
  useEffect(() => (sheet.open && sheetRef.current ? hideOthers(sheetRef.current) : undefined), [sheet.open]);
  const filters = filtersOf(kind);
  // What the sheet holds that is not the default: the chosen filters, and an order other than newest.
  const active = filters.filter(([, filter]) => values[filter.urlKey]).length + (values.sort ? 1 : 0);
  // Once the app runs each choice applies at once: "Show results" only closes the sheet.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sheet.close();
  };

  return (
    <div className="filter-bar">
      {search ? <SearchBox value={values.q ?? ""} onSearch={(text) => onChange("q", text)} /> : null}
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass("secondary", "md", "filter-bar__open")}
        aria-expanded={sheet.expanded}
        aria-controls={sheetId}
        popoverTarget={sheetId}
        onClick={sheet.toggle}
      >
        <Icon name="filter" size={18} />
        {active > 0 ? t("filters.openActive", { count: active }) : t("filters.open")}
      </button>
      {/* The row on wide screens; on phones the sheet over a dimmed page, whose tap closes it (and
          goes no further), a modal dialog while open. Without the app, a GET of this page. */}
      <div
        ref={sheetRef}
        id={sheetId}
        className="filter-sheet"
        popover="auto"
        data-open={sheet.open || undefined}
        {...(sheet.open ? { role: "dialog", "aria-modal": true, "aria-labelledby": titleId } : {})}
      >
        <button
          type="button"
          className="filter-sheet__scrim"
          tabIndex={-1}
          aria-hidden="true"
          popoverTarget={sheetId}
          popoverTargetAction="hide"
          onClick={sheet.close}
        />
        <form className="filter-sheet__panel" aria-labelledby={titleId} method="get" onSubmit={onSubmit}>
          <div className="filter-sheet__head">
            <h2 id={titleId} className="filter-sheet__title">
              {t("filters.title")}
            </h2>
            <button
              type="button"
              className="filter-sheet__close"
              popoverTarget={sheetId}
              popoverTargetAction="hide"
              onClick={sheet.close}
            >
              <Icon name="close" size={20} />
              <span className="visually-hidden">{t("filters.close")}</span>
            </button>
          </div>
          {values.q ? <input type="hidden" name="q" value={values.q} /> : null}
          <div className="filter-bar__fields">
            {filters.map(([param, filter]) => {
              const value = values[filter.urlKey] ?? "";
              const known = counts?.[param];
              const options = filterValues(filter)
                // Once counted, an option no open item has is left out (unless chosen).
                .filter((option) => !known || known[option] || option === value)
                .map((option) => {
                  const text = label(filter.vocabulary, option);
                  return {
                    value: option,
                    label: known ? t("filters.option", { label: text, count: known[option] ?? 0 }) : text,
                  };
                });
              return (
                <Select
                  key={param}
                  name={filter.urlKey}
                  label={t(`filters.${param}.label`)}
                  placeholder={t(`filters.${param}.all`)}
                  options={options}
                  value={value}
                  onValueChange={(next) => onChange(filter.urlKey, next)}
                  clearLabel={t("filters.clear")}
                />
              );
            })}
            <SortSelect value={values.sort ?? ""} onChange={(next) => onChange("sort", next)} />
          </div>
          <div className="filter-sheet__foot">
            <Button type="submit">{t("filters.done")}</Button>
          </div>
        </form>
      </div>
    </div>
  );
}
