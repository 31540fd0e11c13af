import { z } from "zod";
import { MAX_PAGE_LIMIT, MAX_TEXT_LENGTH, PUBLIC_LIST_SORTS } from "./constants.ts";
import { dateSchema, idSchema, safeString, wholeNumber } from "./input-rules.ts";
import { richTextText } from "./rich-text.ts";

/** Deeper pages than this are never linked; the offset stays far below what PostgreSQL allows. */
const MAX_PAGE_NUMBER = 1_000_000;

/** Error body of every failed call: `{ message }`, plus the failing fields for validation errors. */
export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `/:id` of every route; an id out of range names nothing, so the API answers 404. */
export const idParamsSchema = z.object({ id: idSchema });

export const approvalStatusSchema = z.enum(["pending", "approved", "rejected"]);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const roleSchema = z.enum(["admin", "editor", "member"]);
export type Role = z.infer<typeof roleSchema>;

/** ISO date-time as it travels in JSON. */
export const isoDateString = z.string().meta({ format: "date-time" });

/** A multipart form sends "" for an untouched field: treat it as absent. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * The longest text a field may hold, recorded on each text field's schema the helpers below make
 * (`rich`: counted as a reader sees it, markup aside). A translatable field's versions in other
 * languages keep their original's limit (content-translations.ts reads it here).
 */
export interface TextLimit {
  max: number;
  rich: boolean;
}
export const textLimits = z.registry<TextLimit>();

function limited<T extends z.ZodType>(schema: T, limit: TextLimit): T {
  textLimits.add(schema, limit);
  return schema;
}

/** Multi-line fields (descriptions, messages) may hold tabs and line breaks; others are one line. */
interface TextOptions {
  multiline?: boolean;
}

export const requiredText = (label: string, max = MAX_TEXT_LENGTH, options: TextOptions = {}) =>
  limited(
    safeString({ ...options, label, error: `${label} required` })
      .trim()
      .min(1, { message: `${label} required` })
      .max(max, { message: `${label} must be at most ${max} characters` }),
    { max, rich: false },
  );

export const optionalText = (max = MAX_TEXT_LENGTH, options: TextOptions = {}) =>
  limited(z.preprocess(blankToUndefined, safeString(options).trim().max(max).optional()), {
    max,
    rich: false,
  });

/**
 * An optional field that an edit may clear: "" (an emptied form field) becomes null, while an
 * absent field stays undefined (unchanged).
 */
export const clearableText = (max = MAX_TEXT_LENGTH, options: TextOptions = {}) =>
  limited(
    z.preprocess(
      (value) => (value === "" ? null : value),
      safeString(options).trim().max(max).nullable().optional(),
    ),
    { max, rich: false },
  );

/**
 * Long texts written in the rich-text editor (the kinds' `richTextFields`) count the characters a
 * reader sees, not the markup around them, so a plain text stored as paragraphs before the editor
 * can be saved again; the markup may add at most this many times the limit again.
 */
const RICH_TEXT_MARKUP_ALLOWANCE = 3;

const richTextString = (label: string, max: number) =>
  safeString({ multiline: true, label, error: `${label} required` })
    .trim()
    .max(max * (1 + RICH_TEXT_MARKUP_ALLOWANCE), { message: `${label} must be at most ${max} characters` })
    .refine((value) => richTextText(value).length <= max, {
      message: `${label} must be at most ${max} characters`,
    });

export const requiredRichText = (label: string, max: number) =>
  limited(
    richTextString(label, max).refine((value) => value.length > 0, { message: `${label} required` }),
    { max, rich: true },
  );

export const clearableRichText = (label: string, max: number) =>
  limited(
    z.preprocess((value) => (value === "" ? null : value), richTextString(label, max).nullable().optional()),
    { max, rich: true },
  );

/**
 * A field's version in another language, as long as its original may be and counted the same way;
 * blank is allowed (the form then removes it). Its message names no field: the path does.
 */
export function versionText({ max, rich }: TextLimit) {
  const message = `must be at most ${max} characters`;
  const text = z.string().trim();
  return (
    rich
      ? text
          .max(max * (1 + RICH_TEXT_MARKUP_ALLOWANCE), { message })
          .refine((value) => richTextText(value).length <= max, { message })
      : text.max(max, { message })
  ).optional();
}

/** A web address typed without its scheme, as people write them: "www.example.org", "example.org/apply". */
const BARE_ADDRESS = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#]\S*)?$/u;

/**
 * A required http(s) address. An address written without its scheme gets https:// (as a browser's
 * address bar does); an empty one is "<label> required".
 */
export const httpUrl = (label: string) =>
  safeString({ label, error: `${label} required` })
    .trim()
    .min(1, { message: `${label} required` })
    .transform((value) => (BARE_ADDRESS.test(value) ? `https://${value}` : value))
    .pipe(
      z
        .url({
          protocol: /^https?$/,
          message: `${label} must be a web address starting with http:// or https://`,
        })
        .max(2000),
    );

/** An optional http(s) address: blank ("" or spaces) and null clear it. */
export const clearableHttpUrl = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    httpUrl(label).nullable().optional(),
  );

/** One item of a free list (companies, skills, countries): a short name, no JSON or markup. */
const LIST_ITEM = /^[^{}[\]<>"\\]*$/;

const listItem = (label: string, allowed?: readonly string[]) => {
  const item = safeString({ label })
    .trim()
    .min(1)
    .max(120)
    .regex(LIST_ITEM, { message: `${label}: each item must be a plain name` });
  if (!allowed) return item;
  return item
    .refine((value) => allowed.includes(value), {
      message: `${label}: choose from ${allowed.join(", ")}`,
    })
    .meta({ enum: [...allowed] });
};

/**
 * A list of short strings. Accepts a real array, or (as the old client sent in multipart forms) a
 * JSON-encoded array string, or a comma-separated string. `allowed` restricts the items to a fixed
 * set where the site offers one (fields of study, training countries).
 */
export const stringList = (
  label: string,
  options: { min?: number; max?: number; allowed?: readonly string[] } = {},
) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return [];
      if (text.startsWith("[")) {
        try {
          return JSON.parse(text);
        } catch {
          return value;
        }
      }
      return text.split(",");
    },
    z
      .array(listItem(label, options.allowed), { error: `${label} must be a list` })
      .min(options.min ?? 0, { message: `${label}: choose at least ${options.min ?? 0}` })
      .max(options.max ?? 50)
      .transform((items) => [...new Set(items)]),
  );

/** A stringList whose items come from a fixed list, typed as that list's values. */
export const choiceList = <const T extends readonly string[]>(label: string, values: T) =>
  stringList(label, { allowed: values }) as unknown as z.ZodType<T[number][], unknown>;

/** A date from a form ("2026-12-31") or JSON (ISO string), within DATE_RANGE; blank means none. */
export const optionalDate = z.preprocess(blankToUndefined, dateSchema.optional());
export const nullableDate = z.preprocess(
  (value) => (value === "" ? null : value),
  dateSchema.nullable().optional(),
);

export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: wholeNumber(1, MAX_PAGE_NUMBER, "page").default(1),
    limit: wholeNumber(1, MAX_PAGE_LIMIT, "limit").default(defaultLimit),
  });

/**
 * Orders only staff may ask for (the admin lists): the oldest first, the latest deadline first, and
 * by the kind's title column A to Z or Z to A. Both deadline orders put items without one last.
 */
const STAFF_LIST_SORTS = ["oldest", "deadline-desc", "title", "title-desc"] as const;
const LIST_SORTS = [...PUBLIC_LIST_SORTS, ...STAFF_LIST_SORTS] as const;
export const sortSchema = z
  .enum(LIST_SORTS, { error: `sort must be one of: ${LIST_SORTS.join(", ")}` })
  .default("newest");
export type OpportunitySort = z.infer<typeof sortSchema>;
/** A sort only staff may ask for (the others answer 403, or 401 when signed out). */
export const isStaffListSort = (sort: OpportunitySort) =>
  (STAFF_LIST_SORTS as readonly string[]).includes(sort);

/** Admins and editors may list any status; the public always sees approved, open items. */
export const statusFilterSchema = z.enum(["approved", "pending", "rejected", "all"]).optional();

export const paginationMetaSchema = z.object({
  count: z.number().int(),
  /**
   * True when more items match than a public list or a search reaches (1,000, the API's list
   * engine); `count` is then that floor ("1,000+") and only its pages can be asked for. A search
   * always says it (false too); a list only when it is true.
   */
  countCapped: z.boolean().optional(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const REJECT_REASON_REQUIRED = "A reason is required to reject";
/** The most characters a rejection's reason may hold. */
export const REJECT_REASON_MAX = 500;
/** A review's reason: trimmed text of up to REJECT_REASON_MAX characters, line breaks kept; blank is absent. */
export const reviewReasonSchema = optionalText(REJECT_REASON_MAX, { multiline: true });

/**
 * An approve call's body. The item itself, as spec section 7's client sends it (it carries the
 * item's `id`), approves whatever its earlier state (pending, rejected or approved); its other
 * fields are ignored. Otherwise `status: "rejected"` rejects and needs a `reason`, and anything else
 * approves: `{ status: "approved" }` or no body.
 */
export const approveBodySchema = z
  .preprocess(
    (body) => body ?? {},
    z.looseObject({
      id: z.unknown().optional(),
      status: z.enum(["approved", "rejected", "pending"]).optional(),
      reason: reviewReasonSchema,
    }),
  )
  .superRefine((body, issues) => {
    if (body.id === undefined && body.status === "rejected" && !body.reason)
      issues.addIssue({ code: "custom", path: ["reason"], message: REJECT_REASON_REQUIRED });
  })
  .transform(({ id, status, reason }) =>
    id === undefined && status === "rejected"
      ? { status: "rejected" as const, reason }
      : { status: "approved" as const, ...(id === undefined && reason ? { reason } : {}) },
  );
export type ApproveBody = z.output<typeof approveBodySchema>;

/** Fields every moderated opportunity carries in responses. */
export const moderationFields = {
  id: z.number().int(),
  deadline: isoDateString.nullable(),
  status: approvalStatusSchema,
  reviewReason: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: isoDateString,
  updatedAt: isoDateString,
  /** The poster's account is an organisation an admin verified (no personal data behind it). */
  verifiedOrganisation: z.boolean(),
  /** The deadline day is over: the item left the public lists; its page says "Closed". */
  closed: z.boolean().optional(),
  /** Staff only: hidden from the public (by staff, or by reports of different people). */
  hidden: z.boolean().optional(),
  /** Staff only: phrases asking applicants for money (FEE_PHRASES) found in the text. */
  feePhrases: z.array(z.string()).optional(),
};

export const totalPages = (count: number, limit: number) => Math.max(1, Math.ceil(count / limit));
