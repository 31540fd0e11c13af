// The longest text of each translatable field's versions, for the forms that edit them (the admin
// Languages section's boxes): its original's, read from the kind's input schema, the one the API
// checks the versions with.
import type { z } from "zod";
import type { TextLimit } from "./common.ts";
import {
  blogInputSchema,
  resourceInputSchema,
  teamMemberInputSchema,
  testimonialInputSchema,
} from "./content.ts";
import { type ContentKind, originalTextLimit, type TranslatableField } from "./content-translations.ts";
import {
  internshipInputSchema,
  jobInputSchema,
  scholarshipInputSchema,
  trainingInputSchema,
} from "./opportunities.ts";

const INPUT_SCHEMAS = {
  scholarships: scholarshipInputSchema,
  internships: internshipInputSchema,
  training: trainingInputSchema,
  jobs: jobInputSchema,
  blogs: blogInputSchema,
  resources: resourceInputSchema,
  testimonials: testimonialInputSchema,
  teams: teamMemberInputSchema,
} satisfies Record<ContentKind, z.ZodObject>;

/** How long a version of a kind's field may be, and whether it is counted as a rich text is. */
export function translationLimit<K extends ContentKind>(kind: K, field: TranslatableField<K>): TextLimit {
  const shape: Record<string, z.ZodType> = INPUT_SCHEMAS[kind].shape;
  return originalTextLimit(field, shape[field]);
}
