import {
  apiPaths,
  idParamsSchema,
  readerLanguageQuery,
  SUCCESS_MESSAGES,
  testimonialInputSchema,
  testimonialListSchema,
  testimonialResponseSchema,
  testimonialSavedSchema,
  testimonialUpdateSchema,
} from "@btw/contracts";
import { z } from "zod";
import { inReaderLanguage, readerLanguage } from "../lib/content-language.ts";
import { defineRoute } from "../lib/route.ts";
import { managedContentRoutes } from "../routes/managed-content.ts";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  updateTestimonial,
} from "./testimonials.service.ts";

const tag = "Testimonials";

export const testimonialsRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.testimonials,
    tag,
    summary: "List testimonials",
    access: "public",
    cache: "public",
    request: { query: z.object(readerLanguageQuery) },
    response: { status: 200, description: "Under `testimonials`", schema: testimonialListSchema },
    handler: async ({ ctx, query, req, res }) => ({
      testimonials: inReaderLanguage(
        "testimonials",
        await listTestimonials(ctx),
        readerLanguage(req, res, query.lang),
      ),
    }),
  }),
  defineRoute({
    method: "get",
    path: `${apiPaths.testimonials}/:id`,
    tag,
    summary: "Get a testimonial",
    access: "public",
    cache: "public",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The testimonial", schema: testimonialResponseSchema },
    handler: async ({ ctx, params }) => ({ testimonial: await getTestimonial(ctx, params.id) }),
  }),
  ...managedContentRoutes({
    tag,
    path: apiPaths.testimonials,
    noun: "testimonial",
    key: "testimonial",
    file: { field: "photo", kind: "image" },
    input: testimonialInputSchema,
    update: testimonialUpdateSchema,
    saved: testimonialSavedSchema,
    createdMessage: SUCCESS_MESSAGES.created,
    create: createTestimonial,
    change: updateTestimonial,
    remove: deleteTestimonial,
  }),
];
