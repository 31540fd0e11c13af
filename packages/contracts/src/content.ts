import { z } from "zod";
import {
  clearableHttpUrl,
  isoDateString,
  optionalDate,
  optionalText,
  pageQuery,
  paginationMetaSchema,
  requiredText,
} from "./common.ts";
import { PAGE_SIZES, RESOURCE_TYPE_SLUGS } from "./constants.ts";
import {
  readerLanguageQuery,
  translationInputFields,
  translationItemFields,
} from "./content-translations.ts";
import { wholeNumber } from "./input-rules.ts";

// ---- Blog (news) -------------------------------------------------------------------------------

/** What staff choose; a published post whose `publishAt` is still ahead is shown as `scheduled`. */
const blogStatusInputSchema = z.enum(["draft", "published"]);
export const blogStatusSchema = z.enum(["draft", "scheduled", "published"]);
export type BlogStatus = z.infer<typeof blogStatusSchema>;
/** The post form's publishing choice (kept with a form's unsaved draft); it becomes status and publishAt. */
export const blogPublishingSchema = z.enum(["draft", "now", "schedule"]);
export type BlogPublishing = z.infer<typeof blogPublishingSchema>;

export const blogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Sanitised HTML (rich-text.ts allow-list); plain bodies from before the editor come as HTML too. */
  content: z.string(),
  photo: z.string().nullable(),
  status: blogStatusSchema,
  /** When the post is (or was) published; it is public from then on. */
  publishAt: isoDateString,
  createdAt: isoDateString,
  updatedAt: isoDateString,
  ...translationItemFields("blogs"),
});
export type Blog = z.infer<typeof blogSchema>;

/** The longest body (HTML from the editor) a post may have. */
const BLOG_CONTENT_MAX = 100_000;

const blogFields = z.object({
  title: requiredText("Title", 200),
  description: requiredText("Description", 1000, { multiline: true }),
  content: optionalText(BLOG_CONTENT_MAX, { multiline: true }),
  /** Absent: published (as before drafts existed). */
  status: blogStatusInputSchema.optional(),
  /** Absent on a new post: now. A future time schedules a published post. */
  publishAt: optionalDate,
});
export const blogInputSchema = blogFields.extend(translationInputFields("blogs", blogFields.shape));
export const blogUpdateSchema = blogInputSchema.partial();

/** `POST blogs/images`: the stored image a post's body shows (URL of its widest size). */
export const blogImageSavedSchema = z.object({ message: z.string(), url: z.string() });

/** `blogs/data`: `status=all` (staff allowed `content.manage`) lists drafts and scheduled posts too. */
export const blogListQuerySchema = z.object({ status: z.enum(["all"]).optional(), ...readerLanguageQuery });
/** `status=all` (staff allowed `content.manage`): drafts and scheduled posts too (the admin list). */
export const blogPageQuerySchema = pageQuery(PAGE_SIZES.blogs).extend({
  status: z.enum(["all"]).optional(),
  ...readerLanguageQuery,
});
export const blogListSchema = z.object({ blogs: z.array(blogSchema) });
export const blogPageSchema = z.object({ News: z.array(blogSchema) }).extend(paginationMetaSchema.shape);
export type BlogPage = z.infer<typeof blogPageSchema>;
export const blogResponseSchema = z.object({ blog: blogSchema });

// ---- Testimonial -------------------------------------------------------------------------------

export const testimonialSchema = z.object({
  id: z.number().int(),
  full_Name: z.string(),
  clients_say: z.string(),
  photo: z.string().nullable(),
  createdAt: isoDateString,
  ...translationItemFields("testimonials"),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
const testimonialFields = z.object({
  full_Name: requiredText("Full name", 120),
  clients_say: requiredText("Testimonial", 1000, { multiline: true }),
});
export const testimonialInputSchema = testimonialFields.extend(
  translationInputFields("testimonials", testimonialFields.shape),
);
export const testimonialUpdateSchema = testimonialInputSchema.partial();
export const testimonialListSchema = z.object({ testimonials: z.array(testimonialSchema) });

// ---- Team member -------------------------------------------------------------------------------

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  photo: z.string().nullable(),
  teamMemberBio: z.string(),
  twitter: z.string().nullable(),
  linkedn: z.string().nullable(),
  sortOrder: z.number().int(),
  ...translationItemFields("teams"),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
const teamMemberFields = z.object({
  name: requiredText("Name", 120),
  position: requiredText("Position", 120),
  teamMemberBio: requiredText("Bio", 1000, { multiline: true }),
  twitter: clearableHttpUrl("Social link"),
  linkedn: clearableHttpUrl("LinkedIn link"),
  sortOrder: wholeNumber(0, 1000, "sortOrder").optional(),
});
export const teamMemberInputSchema = teamMemberFields.extend(
  translationInputFields("teams", teamMemberFields.shape),
);
export const teamMemberUpdateSchema = teamMemberInputSchema.partial();
export const teamListSchema = z.object({ teams: z.array(teamMemberSchema) });

// ---- Resource ----------------------------------------------------------------------------------

const resourceTypeSchema = z.enum(RESOURCE_TYPE_SLUGS, { error: "Choose a resource type" });

export const resourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  resource_files: z.string(),
  mimeType: z.string(),
  types: resourceTypeSchema,
  category: z.number().int(),
  createdAt: isoDateString,
  ...translationItemFields("resources"),
});
export type Resource = z.infer<typeof resourceSchema>;
const resourceFields = z.object({
  title: requiredText("Title", 200),
  description: optionalText(2000, { multiline: true }),
  types: resourceTypeSchema,
});
export const resourceInputSchema = resourceFields.extend(
  translationInputFields("resources", resourceFields.shape),
);
export const resourceUpdateSchema = resourceInputSchema.partial();
export const resourceListSchema = z.object({ resources: z.array(resourceSchema) });
export const resourcesByTypeQuerySchema = z.object({ types: resourceTypeSchema, ...readerLanguageQuery });
export const resourcesByCategoryQuerySchema = z.object({
  category: wholeNumber(1, 5, "category"),
  ...readerLanguageQuery,
});

// ---- Statistics --------------------------------------------------------------------------------

const statusCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  total: z.number().int(),
});
export const statisticsSchema = z.object({
  statistics: z.object({
    scholarships: statusCountsSchema,
    internships: statusCountsSchema,
    training: statusCountsSchema,
    jobs: statusCountsSchema,
    blogs: z.number().int(),
    resources: z.number().int(),
    testimonials: z.number().int(),
    teams: z.number().int(),
    // Present only for roles allowed the matching action (STATISTICS_FIELD_ACTIONS in permissions.ts).
    feedbacks: z.number().int().optional(),
    resumes: z.number().int().optional(),
    subscribers: z.number().int().optional(),
    contactMessages: z.number().int().optional(),
    users: z.number().int().optional(),
    donations: z
      .object({ count: z.number().int(), paid: z.number().int(), paidTotalEtb: z.number() })
      .optional(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>["statistics"];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  createdAt: isoDateString,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema) })
  .extend(paginationMetaSchema.shape);
