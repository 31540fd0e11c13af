import {
  apiPaths,
  feedbackInputSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute, NOT_201 } from "../lib/route.ts";
import { createFeedback, deleteFeedback, getFeedback, pageFeedbacks } from "./feedbacks.service.ts";

const tag = "Feedback";
const byId = `${apiPaths.feedbacks}/:id`;

export const feedbacksRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.feedbacks,
    tag,
    summary: "Send feedback",
    access: "public",
    request: { body: feedbackInputSchema },
    response: { status: 201, description: `\`${SUCCESS_MESSAGES.sent}\``, schema: messageResponseSchema },
    rateLimit: { before: [limiters.feedback] },
    handler: async ({ ctx, body }) => {
      await createFeedback(ctx, body);
      return { message: SUCCESS_MESSAGES.sent };
    },
  }),
  defineRoute({
    method: "get",
    path: apiPaths.feedbacks,
    tag,
    summary: "List feedback",
    access: "feedback.read",
    request: { query: feedbackListQuerySchema },
    response: { status: 200, description: "One page of feedback", schema: feedbackPageSchema },
    handler: ({ ctx, query }) => pageFeedbacks(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: byId,
    tag,
    summary: "Get one feedback",
    access: "feedback.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The feedback", schema: feedbackResponseSchema },
    specStatusNote: NOT_201("`GET feedbacks/{id}` with success on 201"),
    handler: async ({ ctx, params }) => ({ feedback: await getFeedback(ctx, params.id) }),
  }),
  defineRoute({
    method: "delete",
    path: byId,
    tag,
    summary: "Delete feedback",
    access: "feedback.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: `\`${SUCCESS_MESSAGES.deleted}\``, schema: messageResponseSchema },
    specStatusNote: NOT_201("`DELETE feedbacks/{id}` with success on 201"),
    handler: async ({ ctx, user, params }) => {
      await deleteFeedback(ctx, user.id, params.id);
      return { message: SUCCESS_MESSAGES.deleted };
    },
  }),
];
