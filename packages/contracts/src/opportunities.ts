import { z } from "zod";
import {
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
  FIELDS_OF_STUDY,
  INTERNSHIP_CATEGORIES,
  MAX_PAGE_LIMIT,
  MAX_TEXT_LENGTH,
  PAGE_SIZES,
  TRAINING_COUNTRIES,
} from "./constants.ts";
import {
  readerLanguageQuery,
  translationInputFields,
  translationItemFields,
} from "./content-translations.ts";

// ---- Scholarship -------------------------------------------------------------------------------

export const scholarshipSchema = z.object({
  ...moderationFields,
  title: z.string(),
  scholarshipType: z.string(),
  modeOfStudy: z.string(),
  experience: z.string().nullable(),
  description: z.string().nullable(),
  fieldsOfStudy: z.array(z.string()),
  eligibilityCountries: z.array(z.string()),
  photo1: z.string().nullable(),
  URL: z.string(),
  ...translationItemFields("scholarships"),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const scholarshipInputSchema = z.object({
  title: requiredText("Title", 200),
  scholarshipType: requiredText("Scholarship type", 100),
  modeOfStudy: requiredText("Mode of study", 100),
  experience: clearableText(200),
  description: clearableRichText("Description", 5000),
  fieldsOfStudy: stringList("Fields of study", { min: 1, allowed: FIELDS_OF_STUDY }),
  eligibilityCountries: stringList("Eligible countries"),
  URL: httpUrl("URL"),
  deadline: nullableDate,
  ...translationInputFields("scholarships"),
});
export type ScholarshipInput = z.input<typeof scholarshipInputSchema>;
export const scholarshipUpdateSchema = scholarshipInputSchema.partial();

export const scholarshipPageQuerySchema = pageQuery(PAGE_SIZES.scholarships).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  fieldOfStudy: z.preprocess((v) => (v === "" ? undefined : v), z.enum(FIELDS_OF_STUDY).optional()),
  q: optionalText(100),
});
export type ScholarshipPageQuery = z.input<typeof scholarshipPageQuerySchema>;
export const scholarshipListSchema = z.object({ scholarships: z.array(scholarshipSchema) });
export const scholarshipPageSchema = scholarshipListSchema.extend(paginationMetaSchema.shape);
export type ScholarshipPage = z.infer<typeof scholarshipPageSchema>;

// ---- Internship --------------------------------------------------------------------------------

export const internshipSchema = z.object({
  ...moderationFields,
  internshipCategory: z.string(),
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

export const internshipInputSchema = z.object({
  internshipCategory: z.enum(INTERNSHIP_CATEGORIES, { error: "Choose an internship category" }),
  openDate: nullableDate,
  company: stringList("Company", { min: 1 }),
  skill: stringList("Skills"),
  eligibilityCountries: stringList("Eligible countries"),
  Responsibilities: requiredRichText("Responsibilities", MAX_TEXT_LENGTH * 5),
  Benefits: requiredRichText("Benefits", MAX_TEXT_LENGTH * 5),
  applyUrl: clearableHttpUrl("Application link"),
  deadline: nullableDate,
  ...translationInputFields("internships"),
});
export type InternshipInput = z.input<typeof internshipInputSchema>;
export const internshipUpdateSchema = internshipInputSchema.partial();

export const internshipPageQuerySchema = pageQuery(PAGE_SIZES.internships).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  category: z.preprocess((v) => (v === "" ? undefined : v), z.enum(INTERNSHIP_CATEGORIES).optional()),
  q: optionalText(100),
});
export type InternshipPageQuery = z.input<typeof internshipPageQuerySchema>;
export const internshipListSchema = z.object({ internships: z.array(internshipSchema) });
export const internshipPageSchema = internshipListSchema.extend(paginationMetaSchema.shape);
export type InternshipPage = z.infer<typeof internshipPageSchema>;

// ---- Training ----------------------------------------------------------------------------------

export const trainingSchema = z.object({
  ...moderationFields,
  Title: z.string(),
  Description: z.string(),
  photo1: z.string().nullable(),
  selectedCountries: z.array(z.string()),
  /** Null when the listing says in its description how to apply. */
  applyUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  ...translationItemFields("training"),
});
export type Training = z.infer<typeof trainingSchema>;

export const trainingInputSchema = z.object({
  Title: requiredText("Title", 200),
  Description: requiredRichText("Description", MAX_TEXT_LENGTH * 5),
  selectedCountries: stringList("Countries", { min: 1, allowed: TRAINING_COUNTRIES }),
  applyUrl: clearableHttpUrl("Application link"),
  startDate: nullableDate,
  endDate: nullableDate,
  deadline: nullableDate,
  ...translationInputFields("training"),
});
export type TrainingInput = z.input<typeof trainingInputSchema>;
export const trainingUpdateSchema = trainingInputSchema.partial();

export const trainingPageQuerySchema = pageQuery(PAGE_SIZES.training).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  country: z.preprocess((v) => (v === "" ? undefined : v), z.enum(TRAINING_COUNTRIES).optional()),
  q: optionalText(100),
});
export type TrainingPageQuery = z.input<typeof trainingPageQuerySchema>;
export const trainingListSchema = z.object({ training: z.array(trainingSchema) });
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
  /** Null when the listing says in its description how to apply. */
  applyUrl: z.string().nullable(),
  ...translationItemFields("jobs"),
});
export type Job = z.infer<typeof jobSchema>;

export const jobInputSchema = z.object({
  JobTitle: requiredText("Job title", 200),
  Type: requiredText("Type", 60),
  Description: requiredRichText("Description", MAX_TEXT_LENGTH * 5),
  company: clearableText(200),
  location: clearableText(200),
  applyUrl: clearableHttpUrl("Application link"),
  deadline: nullableDate,
  ...translationInputFields("jobs"),
});
export type JobInput = z.input<typeof jobInputSchema>;
export const jobUpdateSchema = jobInputSchema.partial();

export const jobPageQuerySchema = pageQuery(PAGE_SIZES.jobs).extend({
  ...readerLanguageQuery,
  sort: sortSchema,
  status: statusFilterSchema,
  q: optionalText(100),
});
export type JobPageQuery = z.input<typeof jobPageQuerySchema>;
export const jobListSchema = z.object({ jobs: z.array(jobSchema) });
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
export type UserSubmissionsQuery = z.input<typeof userSubmissionsQuerySchema>;

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
