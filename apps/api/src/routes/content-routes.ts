import type { Router } from "express";
import { auditLogRouter } from "../audit-log/audit-log.router.ts";
import { blogsRouter } from "../blogs/blogs.router.ts";
import { contactMessagesRouter } from "../contact-messages/contact-messages.router.ts";
import type { AppContext } from "../context.ts";
import { feedbacksRouter } from "../feedbacks/feedbacks.router.ts";
import { resourcesRouter } from "../resources/resources.router.ts";
import { resumesRouter } from "../resumes/resumes.router.ts";
import { subscribersRouter } from "../subscribers/subscribers.router.ts";
import { teamsRouter } from "../teams/teams.router.ts";
import { testimonialsRouter } from "../testimonials/testimonials.router.ts";

/** Content (testimonials, team, blogs, resources), visitors' submissions and the admin's overviews. */
export const contentRoutes: Array<(ctx: AppContext) => Router> = [
  testimonialsRouter,
  teamsRouter,
  blogsRouter,
  resourcesRouter,
  auditLogRouter,
  feedbacksRouter,
  resumesRouter,
  subscribersRouter,
  contactMessagesRouter,
];
