import type { Router } from "express";
import { contactMessagesRouter } from "../contact-messages/contact-messages.router.ts";
import type { AppContext } from "../context.ts";
import { feedbacksRouter } from "../feedbacks/feedbacks.router.ts";
import { resumesRouter } from "../resumes/resumes.router.ts";
import { subscribersRouter } from "../subscribers/subscribers.router.ts";

/** Visitors' submissions: feedback, resumes, subscribers, contact messages. */
export const submissionRouters: Array<(ctx: AppContext) => Router> = [
  feedbacksRouter,
  resumesRouter,
  subscribersRouter,
  contactMessagesRouter,
];
