import { contactMessagesRoutes } from "../contact-messages/contact-messages.router.ts";
import { feedbacksRoutes } from "../feedbacks/feedbacks.router.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { resumesRoutes } from "../resumes/resumes.router.ts";
import { subscribersRoutes } from "../subscribers/subscribers.router.ts";

/** Visitors' submissions (feedback, resumes, the newsletter, contact messages) and their admin views. */
export const submissionRoutes: DefinedRoute[] = [
  ...feedbacksRoutes,
  ...resumesRoutes,
  ...subscribersRoutes,
  ...contactMessagesRoutes,
];
