import {
  apiPaths,
  auditLogQuerySchema,
  auditPageSchema,
  blogInputSchema,
  blogListSchema,
  blogPageQuerySchema,
  blogPageSchema,
  blogResponseSchema,
  blogSavedSchema,
  blogUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
  RESOURCE_CATEGORIES,
  resourceInputSchema,
  resourceListSchema,
  resourceResponseSchema,
  resourceSavedSchema,
  resourcesByCategoryQuerySchema,
  resourcesByTypeQuerySchema,
  resourceUpdateSchema,
  teamListSchema,
  teamMemberInputSchema,
  teamMemberSavedSchema,
  teamMemberUpdateSchema,
  testimonialInputSchema,
  testimonialListSchema,
  testimonialResponseSchema,
  testimonialSavedSchema,
  testimonialUpdateSchema,
} from "@btw/contracts";
import type { ZodObject, ZodType } from "zod";
import type { RouteSpec } from "../route-spec.ts";

const deleted = { status: 200, description: "`Delete successful!`", schema: messageResponseSchema } as const;

/** Create, update and delete of a staff-managed content type with an optional upload. */
function managed(options: {
  tag: string;
  path: string;
  noun: string;
  file: string;
  input: ZodType;
  update: ZodType;
  saved: ZodType;
  createdMessage: string;
  fileRequired?: boolean;
}): RouteSpec[] {
  const { tag, path, noun, file, input, update, saved } = options;
  const upload = `Multipart form; the file \`${file}\` is ${options.fileRequired ? "required" : "optional"} (type checked from its bytes; images are resized to web widths and stored as WebP beside the original).`;
  return [
    {
      method: "post",
      path,
      tag,
      summary: `Create a ${noun}`,
      description: upload,
      auth: "staff",
      request: { body: input, bodyType: "multipart", files: [file] },
      response: {
        status: 201,
        description: `${options.createdMessage} and the saved ${noun}`,
        schema: saved,
      },
      errors: { 413: "File too large", 415: "File type not accepted" },
    },
    {
      method: "put",
      path: `${path}/:id`,
      tag,
      summary: `Update a ${noun}`,
      description: `${upload} A new file replaces the old one.`,
      auth: "staff",
      request: { params: idParamsSchema, body: update, bodyType: "multipart", files: [file] },
      response: { status: 200, description: `\`Change saved successfully\` and the ${noun}`, schema: saved },
      errors: { 413: "File too large", 415: "File type not accepted" },
    },
    {
      method: "delete",
      path: `${path}/:id`,
      tag,
      summary: `Delete a ${noun}`,
      description: "Its stored files are removed too.",
      auth: "staff",
      request: { params: idParamsSchema },
      response: deleted,
    },
  ];
}

const categoryCodes = Object.entries(RESOURCE_CATEGORIES)
  .map(([code, label]) => `${code} = ${label}`)
  .join(", ");

export const contentRouteSpecs: RouteSpec[] = [
  {
    method: "get",
    path: apiPaths.testimonials,
    tag: "Testimonials",
    summary: "List testimonials",
    auth: "public",
    response: { status: 200, description: "Under `testimonials`", schema: testimonialListSchema },
  },
  {
    method: "get",
    path: `${apiPaths.testimonials}/:id`,
    tag: "Testimonials",
    summary: "Get a testimonial",
    auth: "public",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The testimonial", schema: testimonialResponseSchema },
  },
  ...managed({
    tag: "Testimonials",
    path: apiPaths.testimonials,
    noun: "testimonial",
    file: "photo",
    input: testimonialInputSchema,
    update: testimonialUpdateSchema,
    saved: testimonialSavedSchema,
    createdMessage: "`Created successfully!`",
  }),
  {
    method: "get",
    path: apiPaths.teamsData,
    tag: "Team",
    summary: "List team members (home page)",
    description: "Same answer as `GET teams`; the old home page called this path.",
    auth: "public",
    response: { status: 200, description: "Under `teams`", schema: teamListSchema },
  },
  {
    method: "get",
    path: apiPaths.teams,
    tag: "Team",
    summary: "List team members (About Us)",
    auth: "public",
    response: { status: 200, description: "Under `teams`", schema: teamListSchema },
  },
  ...managed({
    tag: "Team",
    path: apiPaths.teams,
    noun: "team member",
    file: "photo",
    input: teamMemberInputSchema,
    update: teamMemberUpdateSchema,
    saved: teamMemberSavedSchema,
    createdMessage: "`Created successfully!`",
  }),
  {
    method: "get",
    path: apiPaths.blogsData,
    tag: "Blogs",
    summary: "Latest blog posts",
    auth: "public",
    response: { status: 200, description: "Under `blogs`", schema: blogListSchema },
  },
  {
    method: "get",
    path: apiPaths.blogs,
    tag: "Blogs",
    summary: "One page of news",
    description: "Newest first; answers `News` with `count` and `totalPages` (= ceil(count / limit)).",
    auth: "public",
    request: { query: blogPageQuerySchema },
    response: { status: 200, description: "The page", schema: blogPageSchema },
  },
  {
    method: "get",
    path: `${apiPaths.blogs}/:id`,
    tag: "Blogs",
    summary: "Get a blog post",
    auth: "public",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The post", schema: blogResponseSchema },
  },
  ...managed({
    tag: "Blogs",
    path: apiPaths.blogs,
    noun: "blog post",
    file: "photo",
    input: blogInputSchema,
    update: blogUpdateSchema,
    saved: blogSavedSchema,
    createdMessage: "`Register successful!` (the spec's text)",
  }),
  {
    method: "get",
    path: apiPaths.resourcesByType,
    tag: "Resources",
    summary: "Resources of one type",
    description: "`types` is a resource type slug, e.g. `resume-sample`, `toefl`.",
    auth: "public",
    request: { query: resourcesByTypeQuerySchema },
    response: { status: 200, description: "Under `resources`", schema: resourceListSchema },
  },
  {
    method: "get",
    path: apiPaths.resourcesByCategory,
    tag: "Resources",
    summary: "Resources of one category",
    description: `Category codes: ${categoryCodes}. The self-development page uses 4.`,
    auth: "public",
    request: { query: resourcesByCategoryQuerySchema },
    response: { status: 200, description: "Under `resources`", schema: resourceListSchema },
  },
  {
    method: "get",
    path: `${apiPaths.resources}/:id`,
    tag: "Resources",
    summary: "Get a resource",
    auth: "public",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The resource", schema: resourceResponseSchema },
  },
  ...managed({
    tag: "Resources",
    path: apiPaths.resources,
    noun: "resource",
    file: "resource_files",
    input: resourceInputSchema,
    update: resourceUpdateSchema,
    saved: resourceSavedSchema,
    createdMessage: "`Created successfully!`",
    fileRequired: true,
  }),
  {
    method: "get",
    path: apiPaths.auditLog,
    tag: "Admin",
    summary: "Audit log",
    description: "Who created, changed, approved or deleted what, newest first.",
    auth: "admin",
    request: { query: auditLogQuerySchema as ZodObject },
    response: { status: 200, description: "One page of entries", schema: auditPageSchema },
  },
];
