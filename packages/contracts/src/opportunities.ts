import { z } from "zod";
import {
  choiceList,
  clearableHttpUrl,
  clearableRichText,
  clearableText,
  httpUrl,
  moderationFields,
  nullableDate,
  optionalText,
  pageQuery,
  paginationMetaSchema,
  requiredRichText,
  requiredText,
  sortSchema,
  statusFilterSchema,
  stringList,
} from "./common.ts";
import {
  CITIES,
  COSTS,
  COUNTRIES,
  DELIVERY_MODES,
  EXPERIENCE_LEVELS,
  FIELDS_OF_STUDY,
  FUNDING_LEVELS,
  INTERNSHIP_CATEGORIES,
  JOB_CATEGORIES,
  MAX_PAGE_LIMIT,
  MAX_TEXT_LENGTH,
  MODES_OF_STUDY,
  PAGE_SIZES,
  PAY_KINDS,
  STUDY_LEVELS,
  TRAINING_COUNTRIES,
  WORKPLACES,
} from "./constants.ts";
import {
  readerLanguageQuery,
  translationInputFields,
  translationItemFields,
} from "./content-translations.ts";
import { type FilterParam, filtersOf, filterValues, type OpportunityFilters } from "./opportunity-filters.ts";
import type { OpportunityKind } from "./opportunity-kind-info.ts";
import type { VOCABULARIES } from "./vocabularies.ts";

// ---- Dates of a listing -------------------------------------------------------------------------

/** The start (00:00 UTC) of a moment's day, in milliseconds: deadlines are whole UTC days. */
export const startOfUtcDay = (moment: Date): number =>
  Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());

/** The deadline day is over (a deadline counts until the end of its day, UTC, as the public lists count it). */
export function isClosed(deadline: Date | null | undefined, now = new Date()): boolean {
  if (!deadline || Number.isNaN(deadline.getTime())) return false;
  return deadline.getTime() < startOfUtcDay(now);
}

/** A listing's deadline as it is posted or edited: none, or a day not over yet. */
const deadline = nullableDate.refine((day) => !isClosed(day), {
  message: "The deadline has passed: choose today or a later day",
});

/**
 * A kind's input schema and its update schema (any subset of the fields), both refusing two days
 * out of order when both are given; the message goes on `on`, the field it names.
 */
function withDaysInOrder<T extends z.ZodObject>(
  input: T,
  { earlier, later, on, message }: { earlier: string; later: string; on: string; message: string },
) {
  const inOrder = (item: object, ctx: z.RefinementCtx) => {
    const days = item as Record<string, unknown>;
    const [first, last] = [days[earlier], days[later]];
    if (first instanceof Date && last instanceof Date && first > last) {
      ctx.addIssue({ code: "custom", path: [on], message });
    }
  };
  return { input: input.superRefine(inOrder), update: input.partial().superRefine(inOrder) };
}

// ---- Filters (opportunity-filters.ts) -----------------------------------------------------------

type FilterValue<K extends OpportunityKind, P extends FilterParam<K>> = OpportunityFilters[K][P] extends {
  vocabulary: infer V extends keyof typeof VOCABULARIES;
}
  ? (typeof VOCABULARIES)[V]["values"][number]
  : never;

/** A filter's query parameter: one of its values, or none ("" is none). */
const filterParam = (values: readonly string[]) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values as [string, ...string[]]).optional());

/**
 * The query parameters of a kind's filters (all of them, or those given: an alert's), each allowing
 * its vocabulary's values.
 */
export function filterQueryFields<K extends OpportunityKind>(kind: K, filters = filtersOf(kind)) {
  return Object.fromEntries(
    filters.map(([param, filter]) => [param, filterParam(filterValues(filter))]),
  ) as unknown as { [P in FilterParam<K>]: z.ZodType<FilterValue<K, P> | undefined, unknown> };
}

/** A value chosen from a fixed list, or none: "" (a cleared form control) and null clear it. */
const clearableChoice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .enum(values, { error: `${label} must be one of: ${values.join(", ")}` })
      .nullable()
      .optional(),
  );

/**
 * How many open items each option of a kind's filters would list (`*-filter-counts`): per filter,
 * value -> count, each counted with the other filters and the search applied.
 */
export function filterCountsSchema<K extends OpportunityKind>(kind: K) {
  const counts = Object.fromEntries(
    filtersOf(kind).map(([param]) => [param, z.record(z.string(), z.number().int())]),
  ) as { [P in FilterParam<K>]: z.ZodRecord<z.ZodString, z.ZodNumber> };
  return z.object({
    counts: z.object(counts),
    /** More items matched than the counts read: each count is a floor. */
    countCapped: z.boolean(),
  });
}
export type FilterCounts<K extends OpportunityKind> = z.infer<ReturnType<typeof filterCountsSchema<K>>>;

// ---- Scholarship -------------------------------------------------------------------------------

export const scholarshipSchema = z.object({
  ...moderationFields,
  title: z.string(),
  scholarshipType: z.string(),
  modeOfStudy: z.string(),
  experience: z.string().nullable(),
  description: z.string().nullable(),
  fieldsOfStudy: z.array(z.string()),
  studyLevels: z.array(z.enum(STUDY_LEVELS)),
  funding: z.enum(FUNDING_LEVELS).nullable(),
  hostCountry: z.string().nullable(),
  eligibilityCountries: z.array(z.string()),
  photo1: z.string().nullable(),
  URL: z.string(),
  ...translationItemFields("scholarships"),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

const scholarshipFields = z.object({
  title: requiredText("Title", 200),
  scholarshipType: requiredText("Scholarship type", 100),
  modeOfStudy: z.enum(MODES_OF_STUDY, { error: "Choose a mode of study" }),
  experience: clearableText(200),
  description: clearableRichText("Description", 5000),
  fieldsOfStudy: stringList("Fields of study", { min: 1, allowed: FIELDS_OF_STUDY }),
  /** Optional for the spec's clients: none means the listing names no level. */
  studyLevels: choiceList("Study levels", STUDY_LEVELS).optional(),
  funding: clearableChoice("Funding", FUNDING_LEVELS),
  hostCountry: clearableChoice("Host country", COUNTRIES),
  eligibilityCountries: stringList("Eligible countries"),
  URL: httpUrl("Link to the scholarship"),
  deadline,
});
export const scholarshipInputSchema = scholarshipFields.extend(
  translationInputFields("scholarships", scholarshipFields.shape),
);
export const scholarshipUpdateSchema = scholarshipInputSchema.partial();

export const scholarshipPageQuerySchema = pageQuery(PAGE_SIZES.scholarships).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  ...filterQueryFields("scholarships"),
  q: optionalText(100),
});
const scholarshipListSchema = z.object({ scholarships: z.array(scholarshipSchema) });
export const scholarshipPageSchema = scholarshipListSchema.extend(paginationMetaSchema.shape);
export type ScholarshipPage = z.infer<typeof scholarshipPageSchema>;

// ---- Internship --------------------------------------------------------------------------------

export const internshipSchema = z.object({
  ...moderationFields,
  title: z.string().nullable(),
  internshipCategory: z.string(),
  categoryOther: z.string().nullable(),
  pay: z.enum(PAY_KINDS).nullable(),
  city: z.string().nullable(),
  workplace: z.enum(WORKPLACES).nullable(),
  openDate: z.string().nullable(),
  company: z.array(z.string()),
  skill: z.array(z.string()),
  eligibilityCountries: z.array(z.string()),
  Responsibilities: z.string(),
  Benefits: z.string(),
  photo1: z.string().nullable(),
  /** Null when the listing says in its description how to apply. */
  applyUrl: z.string().nullable(),
  ...translationItemFields("internships"),
});
export type Internship = z.infer<typeof internshipSchema>;

const internshipFields = z.object({
  /** Optional for the spec's clients: without one the listing is named by its category. */
  title: clearableText(200),
  internshipCategory: z.enum(INTERNSHIP_CATEGORIES, { error: "Choose an internship category" }),
  /** What "Other" is (optional: the spec's clients send no such field). */
  categoryOther: clearableText(100),
  pay: clearableChoice("Pay", PAY_KINDS),
  city: clearableChoice("City", CITIES),
  workplace: clearableChoice("Workplace", WORKPLACES),
  openDate: nullableDate,
  company: stringList("Company", { min: 1 }),
  skill: stringList("Skills"),
  eligibilityCountries: stringList("Eligible countries"),
  Responsibilities: requiredRichText("Responsibilities", MAX_TEXT_LENGTH * 5),
  Benefits: requiredRichText("Benefits", MAX_TEXT_LENGTH * 5),
  applyUrl: clearableHttpUrl("Application link"),
  deadline,
});
export const { input: internshipInputSchema, update: internshipUpdateSchema } = withDaysInOrder(
  internshipFields.extend(translationInputFields("internships", internshipFields.shape)),
  {
    earlier: "openDate",
    later: "deadline",
    on: "openDate",
    message: "The opening day must be on or before the deadline",
  },
);

export const internshipPageQuerySchema = pageQuery(PAGE_SIZES.internships).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  ...filterQueryFields("internships"),
  q: optionalText(100),
});
const internshipListSchema = z.object({ internships: z.array(internshipSchema) });
export const internshipPageSchema = internshipListSchema.extend(paginationMetaSchema.shape);
export type InternshipPage = z.infer<typeof internshipPageSchema>;

// ---- Training ----------------------------------------------------------------------------------

export const trainingSchema = z.object({
  ...moderationFields,
  Title: z.string(),
  Description: z.string(),
  photo1: z.string().nullable(),
  selectedCountries: z.array(z.string()),
  deliveryMode: z.enum(DELIVERY_MODES).nullable(),
  cost: z.enum(COSTS).nullable(),
  /** Null when the listing says in its description how to apply. */
  applyUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  ...translationItemFields("training"),
});
export type Training = z.infer<typeof trainingSchema>;

const trainingFields = z.object({
  Title: requiredText("Title", 200),
  Description: requiredRichText("Description", MAX_TEXT_LENGTH * 5),
  selectedCountries: stringList("Countries", { min: 1, allowed: TRAINING_COUNTRIES }),
  deliveryMode: clearableChoice("Online or in person", DELIVERY_MODES),
  cost: clearableChoice("Free or paid", COSTS),
  applyUrl: clearableHttpUrl("Application link"),
  startDate: nullableDate,
  endDate: nullableDate,
  deadline,
});
export const { input: trainingInputSchema, update: trainingUpdateSchema } = withDaysInOrder(
  trainingFields.extend(translationInputFields("training", trainingFields.shape)),
  {
    earlier: "startDate",
    later: "endDate",
    on: "endDate",
    message: "The training's last day must be on or after its first day",
  },
);

export const trainingPageQuerySchema = pageQuery(PAGE_SIZES.training).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  ...filterQueryFields("training"),
  q: optionalText(100),
});
const trainingListSchema = z.object({ training: z.array(trainingSchema) });
export const trainingPageSchema = trainingListSchema.extend(paginationMetaSchema.shape);
export type TrainingPage = z.infer<typeof trainingPageSchema>;

// ---- Job ---------------------------------------------------------------------------------------

export const jobSchema = z.object({
  ...moderationFields,
  JobTitle: z.string(),
  Type: z.string(),
  Description: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  jobCategory: z.enum(JOB_CATEGORIES).nullable(),
  categoryOther: z.string().nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  city: z.string().nullable(),
  workplace: z.enum(WORKPLACES).nullable(),
  /** Null when the listing says in its description how to apply. */
  applyUrl: z.string().nullable(),
  ...translationItemFields("jobs"),
});
export type Job = z.infer<typeof jobSchema>;

const jobFields = z.object({
  JobTitle: requiredText("Job title", 200),
  Type: requiredText("Type", 60),
  Description: requiredRichText("Description", MAX_TEXT_LENGTH * 5),
  company: clearableText(200),
  location: clearableText(200),
  jobCategory: clearableChoice("Category", JOB_CATEGORIES),
  /** What "other" is. */
  categoryOther: clearableText(100),
  experienceLevel: clearableChoice("Experience level", EXPERIENCE_LEVELS),
  city: clearableChoice("City", CITIES),
  workplace: clearableChoice("Workplace", WORKPLACES),
  applyUrl: clearableHttpUrl("Application link"),
  deadline,
});
export const jobInputSchema = jobFields.extend(translationInputFields("jobs", jobFields.shape));
export const jobUpdateSchema = jobInputSchema.partial();

export const jobPageQuerySchema = pageQuery(PAGE_SIZES.jobs).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  ...filterQueryFields("jobs"),
  q: optionalText(100),
});
const jobListSchema = z.object({ jobs: z.array(jobSchema) });
export const jobPageSchema = jobListSchema.extend(paginationMetaSchema.shape);
export type JobPage = z.infer<typeof jobPageSchema>;

// ---- Plain lists, user histories and single-item answers -----------------------------------------

const listLimit = pageQuery(MAX_PAGE_LIMIT).shape.limit;
/** `GET <kind>`: the same filters as `paginate-*`, answering at most `limit` (default 100) items, no count. */
export const scholarshipListQuerySchema = scholarshipPageQuerySchema.extend({ limit: listLimit });
export const internshipListQuerySchema = internshipPageQuerySchema.extend({ limit: listLimit });
export const trainingListQuerySchema = trainingPageQuerySchema.extend({ limit: listLimit });
export const jobListQuerySchema = jobPageQuerySchema.extend({ limit: listLimit });

/** `users-scholarship/{id}` and the other histories: every status, newest first, in pages of up to 100. */
export const userSubmissionsQuerySchema = pageQuery(MAX_PAGE_LIMIT);

/** Create, get, update and approve answer the item under its singular key, with a message on writes. */
export const scholarshipResponseSchema = z.object({
  message: z.string().optional(),
  scholarship: scholarshipSchema,
});
export const internshipResponseSchema = z.object({
  message: z.string().optional(),
  internship: internshipSchema,
});
export const trainingResponseSchema = z.object({ message: z.string().optional(), training: trainingSchema });
export const jobResponseSchema = z.object({ message: z.string().optional(), job: jobSchema });

/** Messages of the approve route (spec section 8: "Approved successfully!"). */
export const REVIEW_MESSAGES = { approved: "Approved successfully!", rejected: "Rejected" } as const;
