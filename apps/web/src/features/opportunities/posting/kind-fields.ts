// What the posting form asks for each kind, in order: the control, whether it is required, and the
// choices where the contracts fix them. Validation itself is the contracts' schema of the kind.
import {
  OPPORTUNITY_KIND_INFO,
  type OpportunityKind,
  plainTextToHtml,
  richTextText,
  type Vocabulary,
} from "@btw/contracts";
import { DEFAULT_LANGUAGE, type Language, toLanguage } from "@btw/i18n";
import { LIST_JOIN } from "../../../lib/schema-form.ts";

export type FieldControl =
  | "text"
  | "textarea"
  | "select"
  | "checkboxes"
  | "list"
  | "date"
  | "url"
  /** The organisation offering it: one name, filled in from the poster's profile. */
  | "organisation"
  | "language";

export interface FieldSpec {
  /** The input's name: the field of the kind's input schema; its label is `post:fields.<name>`. */
  name: string;
  control: FieldControl;
  required?: boolean;
  /** The fixed list the choices come from: the stored value is sent, its label is shown. */
  vocabulary?: Vocabulary;
  maxLength?: number;
  /** Shows the hint `post:fields.<name>Hint` under the field. */
  hint?: boolean;
  /** The kind's schema takes a list where the form asks for one value: it is sent as a one-item list. */
  oneItemList?: boolean;
}

const deadline: FieldSpec = { name: "deadline", control: "date" };
/** The language the listing is written in (en, am or om): staff may add versions in the others. */
const language: FieldSpec = { name: "language", control: "language", required: true };

export const KIND_FIELDS: { [K in OpportunityKind]: FieldSpec[] } = {
  scholarships: [
    language,
    { name: "title", control: "text", required: true, maxLength: 200 },
    { name: "scholarshipType", control: "select", required: true, vocabulary: "scholarshipTypes" },
    { name: "modeOfStudy", control: "select", required: true, vocabulary: "modesOfStudy" },
    { name: "fieldsOfStudy", control: "checkboxes", required: true, vocabulary: "fieldsOfStudy" },
    { name: "studyLevels", control: "checkboxes", vocabulary: "studyLevels" },
    { name: "funding", control: "select", vocabulary: "fundingLevels" },
    { name: "hostCountry", control: "select", vocabulary: "allCountries" },
    { name: "eligibilityCountries", control: "list" },
    { name: "experience", control: "text", maxLength: 200 },
    { name: "description", control: "textarea" },
    { name: "URL", control: "url", required: true },
    deadline,
  ],
  internships: [
    language,
    { name: "title", control: "text", maxLength: 200 },
    { name: "internshipCategory", control: "select", required: true, vocabulary: "internshipCategories" },
    { name: "categoryOther", control: "text", maxLength: 100, hint: true },
    { name: "company", control: "organisation", required: true, maxLength: 200, oneItemList: true },
    { name: "pay", control: "select", vocabulary: "payKinds" },
    { name: "city", control: "select", vocabulary: "cities" },
    { name: "workplace", control: "select", vocabulary: "workplaces" },
    { name: "skill", control: "list" },
    { name: "eligibilityCountries", control: "list" },
    { name: "Responsibilities", control: "textarea", required: true },
    { name: "Benefits", control: "textarea", required: true },
    { name: "applyUrl", control: "url", required: false },
    { name: "openDate", control: "date" },
    deadline,
  ],
  training: [
    language,
    { name: "Title", control: "text", required: true, maxLength: 200 },
    { name: "Description", control: "textarea", required: true },
    { name: "selectedCountries", control: "checkboxes", required: true, vocabulary: "countries" },
    { name: "deliveryMode", control: "select", vocabulary: "deliveryModes" },
    { name: "cost", control: "select", vocabulary: "costs" },
    { name: "applyUrl", control: "url", required: false },
    { name: "startDate", control: "date" },
    { name: "endDate", control: "date" },
    deadline,
  ],
  jobs: [
    language,
    { name: "JobTitle", control: "text", required: true, maxLength: 200 },
    { name: "Type", control: "select", required: true, vocabulary: "jobTypes" },
    { name: "jobCategory", control: "select", vocabulary: "jobCategories" },
    { name: "categoryOther", control: "text", maxLength: 100, hint: true },
    { name: "experienceLevel", control: "select", vocabulary: "experienceLevels" },
    { name: "company", control: "organisation", maxLength: 200 },
    { name: "city", control: "select", vocabulary: "cities" },
    { name: "workplace", control: "select", vocabulary: "workplaces" },
    { name: "location", control: "text", maxLength: 200 },
    { name: "Description", control: "textarea", required: true },
    { name: "applyUrl", control: "url", required: false },
    deadline,
  ],
};

type FormValue = string | string[];

/**
 * The form's starting values: blank for a new listing (its organisation the poster's profile's, when
 * it names one), the stored item's for an edit. A new listing is taken to be written in the page's
 * language until the poster says otherwise.
 */
export function initialValues(
  kind: OpportunityKind,
  item?: Record<string, unknown>,
  organisation?: string | null,
  pageLanguage: Language = DEFAULT_LANGUAGE,
): Record<string, FormValue> {
  return Object.fromEntries(
    KIND_FIELDS[kind].map((field) => {
      const stored = item ? item[field.name] : field.control === "organisation" ? organisation : undefined;
      if (field.control === "language")
        return [
          field.name,
          item ? toLanguage(typeof stored === "string" ? stored : undefined) : pageLanguage,
        ];
      if (field.control === "checkboxes")
        return [field.name, Array.isArray(stored) ? stored.map(String) : []];
      if (field.control === "list" || Array.isArray(stored))
        return [field.name, Array.isArray(stored) ? stored.join(LIST_JOIN) : ""];
      if (field.control === "date")
        return [field.name, typeof stored === "string" ? stored.slice(0, 10) : ""];
      // Long texts are stored as HTML: the box shows their words, paragraphs and line breaks.
      if (field.control === "textarea")
        return [field.name, typeof stored === "string" ? richTextText(stored) : ""];
      return [field.name, stored == null ? "" : String(stored)];
    }),
  );
}

/** The fields the form holds as one text while the kind's schema takes a list. */
export const oneItemListFields = (kind: OpportunityKind): string[] =>
  KIND_FIELDS[kind].flatMap((field) => (field.oneItemList ? [field.name] : []));

/**
 * The stored lists of an edited listing's one-item fields (an older internship's several companies,
 * shown as "A, B"): sent back as they were while their box is left unchanged.
 */
export function openedLists(kind: OpportunityKind, item?: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    KIND_FIELDS[kind].flatMap((field) => {
      const stored = item?.[field.name];
      return field.oneItemList && Array.isArray(stored) ? [[field.name, stored.map(String)]] : [];
    }),
  );
}

/**
 * A listing as the public pages draw it, from the parsed form values: what the preview shows before
 * anything is sent (id 0, waiting for review, created now). The long texts are the box's plain
 * text, drawn as such (paragraphs, line breaks, every character as typed).
 */
export function draftItem(
  kind: OpportunityKind,
  values: Record<string, unknown>,
  photoUrl: string | null,
): Record<string, unknown> {
  const now = new Date().toISOString();
  const richText: readonly string[] = OPPORTUNITY_KIND_INFO[kind].richTextFields;
  const plain = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value instanceof Date
        ? value.toISOString()
        : value === undefined
          ? null
          : richText.includes(key) && typeof value === "string"
            ? plainTextToHtml(value)
            : value,
    ]),
  );
  return {
    id: 0,
    status: "pending",
    reviewReason: null,
    createdById: null,
    createdAt: now,
    updatedAt: now,
    verifiedOrganisation: false,
    photo1: photoUrl,
    ...plain,
    deadline: plain.deadline ?? null,
  };
}
