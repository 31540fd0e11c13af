import {
  emailMessagePageQuerySchema,
  emailMessagePageSchema,
  emailMessagePaths,
  emailMessageSchema,
  idParamsSchema,
} from "@btw/contracts";
import { defineRoute } from "../lib/route.ts";
import { listEmailMessages, retryEmailMessage } from "./email-messages.service.ts";

/** The admins' mail log: what was sent, what is waiting, what failed (and a retry for it). */
export const emailMessagesRoutes = [
  defineRoute({
    method: "get",
    path: emailMessagePaths.list,
    tag: "Admin",
    summary: "Mail log",
    description: "Every email the site sent or tried to send, newest first.",
    access: "mail.read",
    request: { query: emailMessagePageQuerySchema },
    response: { status: 200, description: "One page of messages", schema: emailMessagePageSchema },
    handler: ({ ctx, query }) => listEmailMessages(ctx, query),
  }),
  defineRoute({
    method: "post",
    path: emailMessagePaths.retry(":id"),
    tag: "Admin",
    summary: "Send a failed email again",
    access: "mail.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The message, queued again", schema: emailMessageSchema },
    handler: ({ ctx, user, params }) => retryEmailMessage(ctx, params.id, user.id),
  }),
];
