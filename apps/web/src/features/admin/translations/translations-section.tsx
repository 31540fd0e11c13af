// An admin edit form's "Languages" section, one for every content kind: the language the original
// is written in, and for each other language each translatable field's version beside the
// original's current text (read-only), with how many versions are still missing. The versions live
// in the form's `translations` value as one JSON text (contracts' translation fields parse it), so
// the API contract is the one the forms already keep; a version cleared is removed from it, and one
// in the original's own language is set aside (the section says so; the API does not store it).
import {
  type ContentKind,
  richTextText,
  TRANSLATABLE_FIELDS,
  type TranslatableField,
  type Translations,
  translationLimit,
  translationStatus,
} from "@btw/contracts";
import { type Language, SUPPORTED_LANGUAGES, toLanguage } from "@btw/i18n";
import { lazy, memo, Suspense, useCallback, useId, useRef } from "react";
import { type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describedBy, TextAreaField, TextField } from "../../../components/field.tsx";
import { SelectField } from "../../../components/select.tsx";
import { useFieldError } from "../../../lib/forms.ts";
import { registerWithDefault } from "../../../lib/schema-form.ts";
import { FormSection } from "../components/form-section.tsx";
import { useOverflows } from "../lib/use-overflows.ts";
import { translationFieldUi } from "./translation-fields.ts";
import { statusText } from "./translation-status.ts";
import "../components/status-badge.css";
import "./translations.css";

const RichTextEditor = lazy(() => import("../editor/rich-text-editor.tsx"));

/** The form's versions, from its JSON text (anything unreadable counts as none). */
export function parseTranslations(text: unknown): Translations {
  if (typeof text !== "string" || text.trim() === "") return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Translations) : {};
  } catch {
    return {};
  }
}

/** The versions with one field's text set; a blank text removes the field, an empty language goes too. */
export function withVersion(
  translations: Translations,
  language: Language,
  field: string,
  text: string,
): Translations {
  const version = { ...(translations[language] ?? {}) };
  if (text.trim() === "") delete version[field];
  else version[field] = text;
  const next: Translations = { ...translations };
  if (Object.values(version).some((value) => value?.trim())) next[language] = version;
  else delete next[language];
  return next;
}

interface TranslationsSectionProps<K extends ContentKind> {
  kind: K;
  // biome-ignore lint/suspicious/noExplicitAny: every kind's form values differ; the section reads `language`, `translations` and the kind's fields by name.
  form: UseFormReturn<any, any, any>;
  /** Changes when the form puts other values in itself (a restored draft): the rich-text editors start again. */
  resetKey?: string | undefined;
}

export function TranslationsSection<K extends ContentKind>({
  kind,
  form,
  resetKey,
}: TranslationsSectionProps<K>) {
  const { t } = useTranslation("admin");
  const fields = TRANSLATABLE_FIELDS[kind] as readonly TranslatableField<K>[];
  const control = form.control as UseFormReturn<FieldValues>["control"];
  const [languageValue, translationsText, ...originals] = useWatch({
    control,
    name: ["language", "translations", ...fields],
  }) as unknown[];
  const original = toLanguage(typeof languageValue === "string" ? languageValue : "en");
  const translations = parseTranslations(translationsText);
  const item: Record<string, unknown> = { language: original, translations };
  fields.forEach((field, index) => {
    item[field] = originals[index];
  });
  const status = translationStatus(kind, item);
  // A version in the original's own language (left from before "Written in" changed): no reader
  // sees it and the API does not store it, so the section says it goes on save.
  const setAside = Object.values(translations[original] ?? {}).some((text) => text?.trim());
  const name = (language: Language) => t(`versions.languages.${language}`);
  // The form checks the versions with the kind's schema (each as long as its original may be).
  const fieldError = useFieldError();
  const errors = form.formState.errors.translations as
    | Partial<Record<Language, Record<string, { message?: unknown } | undefined>>>
    | undefined;

  // Stable, so that typing in one box draws only the rows whose texts changed (rows are memoised).
  const { setValue, getValues } = form;
  const setVersion = useCallback(
    (language: Language, field: string, text: string) =>
      setValue(
        "translations",
        JSON.stringify(withVersion(parseTranslations(getValues("translations")), language, field, text)),
        { shouldDirty: true },
      ),
    [setValue, getValues],
  );

  return (
    <FormSection legend={t("versions.legend")}>
      <p className="field__hint versions__lead">{t("versions.lead")}</p>
      <SelectField
        label={t("versions.original")}
        hint={t("versions.originalHint")}
        options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: name(language) }))}
        {...registerWithDefault(form, "language")}
      />
      <div role="status">
        {setAside ? (
          <p className="field__hint versions__set-aside">
            {t("versions.setAside", { language: name(original) })}
          </p>
        ) : null}
      </div>
      <ul className="versions__status" aria-label={t("versions.statusLabel")}>
        {status.map(({ language, missing, total }) => (
          <li key={language} className={missing.length ? "badge badge--pending" : "badge badge--approved"}>
            {statusText(t, name(language), missing.length, total)}
          </li>
        ))}
      </ul>
      {status.map(({ language, missing, total }) => (
        <fieldset key={language} className="versions__language">
          <legend>
            <span className="versions__language-name">
              {t("versions.versionOf", { language: name(language) })}
            </span>{" "}
            <span className="versions__language-state">({statusText(t, null, missing.length, total)})</span>
          </legend>
          {fields.map((field) => (
            <VersionRow
              key={field}
              kind={kind}
              field={field}
              original={original}
              originalText={typeof item[field] === "string" ? (item[field] as string) : ""}
              language={language}
              value={translations[language]?.[field] ?? ""}
              error={fieldError(errors?.[language]?.[field])}
              setVersion={setVersion}
              resetKey={`${resetKey ?? "saved"}-${original}`}
            />
          ))}
        </fieldset>
      ))}
    </FormSection>
  );
}

interface VersionRowProps<K extends ContentKind> {
  kind: K;
  field: TranslatableField<K>;
  original: Language;
  originalText: string;
  language: Language;
  value: string;
  error: string | undefined;
  setVersion: (language: Language, field: string, text: string) => void;
  resetKey: string;
}

const VersionRow = memo(function VersionRow<K extends ContentKind>({
  kind,
  field,
  original,
  originalText,
  language,
  value,
  error,
  setVersion,
  resetKey,
}: VersionRowProps<K>) {
  const onChange = useCallback(
    (text: string) => setVersion(language, field, text),
    [setVersion, language, field],
  );
  const { t } = useTranslation("admin");
  const id = useId();
  const ui = translationFieldUi(kind, field);
  const { max } = translationLimit(kind, field);
  const fieldName = t(`fields.${ui.label}`);
  const languageName = t(`versions.languages.${language}`);
  const label = t("versions.versionField", { field: fieldName, language: languageName });
  const shown = ui.editor === "rich" ? richTextText(originalText) : originalText;
  const sourceId = `${id}-source`;
  const source = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(source, shown);
  const versionId = `${id}-version`;
  // The original's text describes the box, then the box's own error.
  const description = [sourceId, describedBy(versionId, error)].filter(Boolean).join(" ");

  return (
    <div className="versions__pair">
      <div className="versions__original">
        <p className="field__label" id={`${sourceId}-label`}>
          {t("versions.originalText", { field: fieldName, language: t(`versions.languages.${original}`) })}
        </p>
        <div
          className={shown.trim() ? "versions__source" : "versions__source versions__source--empty"}
          id={sourceId}
          lang={shown.trim() ? original : undefined}
          dir="ltr"
          role="note"
          ref={source}
          // A long original scrolls inside its box, and the keyboard must reach it to scroll it; a
          // short one adds no tab stop.
          tabIndex={scrolls ? 0 : undefined}
          aria-labelledby={`${sourceId}-label`}
        >
          {shown.trim() ? shown : t("versions.emptyOriginal")}
        </div>
      </div>
      <div className="versions__version">
        {ui.editor === "rich" ? (
          <Suspense fallback={<p className="field__hint">{t("editor.loading")}</p>}>
            <RichTextEditor
              key={`${resetKey}-${language}-${field}`}
              label={label}
              value={value}
              error={error}
              onChange={onChange}
              images={ui.images}
              lang={language}
            />
          </Suspense>
        ) : ui.editor === "line" ? (
          <TextField
            label={label}
            lang={language}
            dir="ltr"
            maxLength={max}
            value={value}
            id={versionId}
            error={error}
            aria-describedby={description}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <TextAreaField
            label={label}
            lang={language}
            dir="ltr"
            rows={4}
            maxLength={max}
            value={value}
            id={versionId}
            error={error}
            aria-describedby={description}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
    </div>
  );
});
