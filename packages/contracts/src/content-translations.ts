// Content in three languages. Every content kind records the language its original was written in
// and may carry Amharic, Afaan Oromo (or English) versions of its translatable text fields, stored
// beside the original as `translations` ({ am?: { field: text }, om?: {...} }). The kinds' text
// fields are named once here; the schemas, the API's reads and the web's forms derive from it.
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES, toLanguage } from "@btw/i18n";
import { z } from "zod";
import { type TextLimit, textLimits, versionText } from "./common.ts";

/** Each content kind's translatable text fields (the API's field names), in the order forms show them. */
export const TRANSLATABLE_FIELDS = {
  scholarships: ["title", "experience", "description"],
  internships: ["title", "Responsibilities", "Benefits"],
  training: ["Title", "Description"],
  jobs: ["JobTitle", "location", "Description"],
  blogs: ["title", "description", "content"],
  resources: ["title", "description"],
  testimonials: ["clients_say"],
  teams: ["position", "teamMemberBio"],
} as const;
export type ContentKind = keyof typeof TRANSLATABLE_FIELDS;
export const CONTENT_KINDS = Object.keys(TRANSLATABLE_FIELDS) as ContentKind[];
export type TranslatableField<K extends ContentKind> = (typeof TRANSLATABLE_FIELDS)[K][number];

/** The language a content item was written in; absent means English. */
const contentLanguageSchema = z.enum(SUPPORTED_LANGUAGES, {
  error: `language: use one of ${SUPPORTED_LANGUAGES.join(", ")}`,
});

/**
 * `{ am?: { field: text }, om?: {...}, en?: {...} }` for one kind, each field's text as `text`
 * says; unknown fields are refused.
 */
function versionsSchema<K extends ContentKind, T extends z.ZodType>(
  kind: K,
  text: (field: TranslatableField<K>) => T,
) {
  const fields = Object.fromEntries(
    TRANSLATABLE_FIELDS[kind].map((field: TranslatableField<K>) => [field, text(field)]),
  ) as Record<TranslatableField<K>, T>;
  const version = z.strictObject(fields, {
    error: `translations: only ${TRANSLATABLE_FIELDS[kind].join(", ")}`,
  });
  return z.strictObject(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, version.optional()])) as Record<
      Language,
      z.ZodOptional<typeof version>
    >,
    { error: `translations: use the languages ${SUPPORTED_LANGUAGES.join(", ")}` },
  );
}

/** A kind's versions as stored and answered (their lengths were checked when they were sent). */
export function translationsSchema<K extends ContentKind>(kind: K) {
  return versionsSchema(kind, () => z.string().optional());
}
export type Translations = Partial<Record<Language, Record<string, string | undefined>>>;

/** A form sends `translations` as a JSON string (multipart); JSON bodies send the object. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** The longest text a version of a field may hold: its original's, as the original's schema records it. */
export function originalTextLimit(field: string, original: z.ZodType | undefined): TextLimit {
  const limit = original && textLimits.get(original);
  if (!limit)
    throw new Error(`${field}: a translatable field's schema is made by a text helper of common.ts`);
  return limit;
}

/** Each kind's versions' limits, recorded as its input schema is made (translationInputFields). */
const versionLimits = new Map<ContentKind, Record<string, TextLimit>>();

/**
 * The fields a kind's create and update bodies add: the original's language and the versions, each
 * field's version as long as `originals` (the kind's own schemas of those fields) lets the original be.
 */
export function translationInputFields<K extends ContentKind>(
  kind: K,
  originals: Record<TranslatableField<K>, z.ZodType>,
) {
  const limits: Record<string, TextLimit> = {};
  const versions = versionsSchema(kind, (field) => {
    limits[field] = originalTextLimit(field, originals[field]);
    return versionText(limits[field]);
  });
  versionLimits.set(kind, limits);
  return {
    language: contentLanguageSchema.optional(),
    translations: z.preprocess(fromJsonText, versions).optional(),
  };
}

/**
 * How long a version of a kind's field may be, and whether it is counted as a rich text is: the limit
 * the kind's input schema checks it with (for the forms that edit versions).
 */
export function translationLimit<K extends ContentKind>(kind: K, field: TranslatableField<K>): TextLimit {
  const limit = versionLimits.get(kind)?.[field];
  if (!limit) throw new Error(`${kind}.${field}: no input schema of the kind records its versions' limit`);
  return limit;
}

/** The fields a kind's item adds in every answer. */
export function translationItemFields<K extends ContentKind>(kind: K) {
  return {
    /** The language the original was written in. */
    language: contentLanguageSchema,
    /** The versions in other languages, by language and field. */
    translations: translationsSchema(kind),
    /**
     * Public reads that name a reader's language (`lang`): the language each translatable field is
     * now written in (the reader's when a version exists, else the original's).
     */
    fieldLanguages: z.record(z.string(), contentLanguageSchema).nullish(),
  };
}

/** `lang=original` on a read: the texts as stored, whatever the caller's language (the console edits originals). */
export const ORIGINAL_TEXTS = "original";

/**
 * The `lang` query parameter of public reads: the reader's language (else the site's language
 * header, else Accept-Language, else as stored), or `original` for the texts as stored.
 */
export const readerLanguageQuery = {
  lang: z
    .enum([...SUPPORTED_LANGUAGES, ORIGINAL_TEXTS], {
      error: `lang: use one of ${SUPPORTED_LANGUAGES.join(", ")} or ${ORIGINAL_TEXTS}`,
    })
    .optional(),
};

/** The first supported language of an Accept-Language header ("am-ET,am;q=0.9,en;q=0.8" -> "am"). */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base ?? "")) return toLanguage(base);
  }
  return undefined;
}

interface Translatable {
  language?: string | null;
  translations?: unknown;
}

/**
 * The item as a reader of `reader` sees it: each translatable field in the reader's version when
 * one exists (not blank), else the original; `fieldLanguages` says which language each field is in.
 */
export function localizeContent<K extends ContentKind, T extends Translatable>(
  kind: K,
  item: T,
  reader: Language,
): T & { fieldLanguages: Record<string, Language> } {
  const original = toLanguage(item.language ?? DEFAULT_LANGUAGE);
  const versions = (item.translations ?? {}) as Translations;
  const version = reader === original ? undefined : versions[reader];
  const out: Record<string, unknown> = { ...(item as object) };
  const fieldLanguages: Record<string, Language> = {};
  for (const field of TRANSLATABLE_FIELDS[kind]) {
    const text = version?.[field];
    if (text?.trim()) {
      out[field] = text;
      fieldLanguages[field] = reader;
    } else fieldLanguages[field] = original;
  }
  return { ...(out as T), fieldLanguages };
}

/** A kind's fields whose original has text: what a version in another language has to cover. */
function fieldsWithText<K extends ContentKind>(
  kind: K,
  item: Record<string, unknown>,
): TranslatableField<K>[] {
  return TRANSLATABLE_FIELDS[kind].filter((field) => {
    const original = item[field];
    return typeof original === "string" && original.trim() !== "";
  });
}

/** Which of a kind's fields have no version in `language` yet (an admin list's "missing" column). */
export function missingTranslations<K extends ContentKind>(
  kind: K,
  item: Translatable & Record<string, unknown>,
  language: Language,
): TranslatableField<K>[] {
  if (toLanguage(item.language ?? DEFAULT_LANGUAGE) === language) return [];
  const version = ((item.translations ?? {}) as Translations)[language] ?? {};
  return fieldsWithText(kind, item).filter((field) => !version[field]?.trim());
}

/**
 * For each language other than the original's, the fields that have no version in it yet, and how
 * many fields a version covers (`total`: those with text in the original), for an edit form's and
 * an admin list's status. An empty `missing` means that version is complete.
 */
export function translationStatus<K extends ContentKind>(
  kind: K,
  item: Translatable & Record<string, unknown>,
): { language: Language; missing: TranslatableField<K>[]; total: number }[] {
  const original = toLanguage(item.language ?? DEFAULT_LANGUAGE);
  const total = fieldsWithText(kind, item).length;
  return SUPPORTED_LANGUAGES.filter((language) => language !== original).map((language) => ({
    language,
    missing: missingTranslations(kind, item, language),
    total,
  }));
}
