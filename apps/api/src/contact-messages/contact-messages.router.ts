import {
  apiPaths,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
  contactMessageResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  pageContactMessages,
} from "./contact-messages.service.ts";

const tag = "Contact";
const byId = `${apiPaths.contactMessages}/:id`;

export const contactMessagesRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.contactMessages,
    tag,
    summary: "Send a contact message",
    description: "The contact form of the international applications page.",
    access: "public",
    request: { body: contactMessageInputSchema },
    response: { status: 201, description: `\`${SUCCESS_MESSAGES.sent}\``, schema: messageResponseSchema },
    rateLimit: { before: [limiters.contact] },
    handler: async ({ ctx, body }) => {
      await createContactMessage(ctx, body);
      return { message: SUCCESS_MESSAGES.sent };
    },
  }),
  defineRoute({
    method: "get",
    path: apiPaths.contactMessages,
    tag,
    summary: "List contact messages",
    access: "contactMessage.read",
    request: { query: contactMessageListQuerySchema },
    response: { status: 200, description: "One page of messages", schema: contactMessagePageSchema },
    handler: ({ ctx, query }) => pageContactMessages(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: byId,
    tag,
    summary: "Get a contact message",
    access: "contactMessage.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The message", schema: contactMessageResponseSchema },
    handler: async ({ ctx, params }) => ({ contactMessage: await getContactMessage(ctx, params.id) }),
  }),
  defineRoute({
    method: "delete",
    path: byId,
    tag,
    summary: "Delete a contact message",
    access: "contactMessage.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: `\`${SUCCESS_MESSAGES.deleted}\``, schema: messageResponseSchema },
    handler: async ({ ctx, user, params }) => {
      await deleteContactMessage(ctx, user.id, params.id);
      return { message: SUCCESS_MESSAGES.deleted };
    },
  }),
];
