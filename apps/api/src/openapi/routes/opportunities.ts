import {
  approveBodySchema,
  idParamsSchema,
  messageResponseSchema,
  paginationMetaSchema,
  userSubmissionsQuerySchema,
} from "@btw/contracts";
import { type ZodObject, z } from "zod";
import { internshipKind } from "../../internships/internships.service.ts";
import { jobKind } from "../../jobs/jobs.service.ts";
import type { OpportunityKind } from "../../opportunities/opportunity-kind.ts";
import { scholarshipKind } from "../../scholarships/scholarships.service.ts";
import { trainingKind } from "../../training/training.service.ts";
import type { RouteSpec } from "../route-spec.ts";

// The four moderated kinds share one router (opportunities/opportunity.router.ts); so do their entries.
function opportunityRoutes(kind: OpportunityKind): RouteSpec[] {
  const { collection, paginate, userHistory, approve } = kind.paths;
  const tag = kind.label === "Training" ? "Training" : `${kind.label}s`;
  const plural = kind.listKey;
  const item = kind.schemas.item;
  const one = z.object({ [kind.entity]: item });
  const saved = messageResponseSchema.extend({ [kind.entity]: item });
  const list = z.object({ [kind.listKey]: z.array(item) });
  const body = kind.hasPhoto
    ? ({ bodyType: "multipart", files: ["photo1"] } as const)
    : ({ bodyType: "form" } as const);
  const visibility =
    "Visitors see approved items whose deadline has not passed (a deadline counts until the end of that day, UTC); staff may ask for any `status`. Members find their own pending items through `users-*/{id}`.";
  return [
    {
      method: "get",
      path: collection,
      tag,
      summary: `List ${plural}`,
      description: `${visibility} Answers under \`${kind.listKey}\`.`,
      auth: "optional",
      request: { query: kind.schemas.list as ZodObject },
      response: { status: 200, description: `The ${plural}`, schema: list },
    },
    {
      method: "get",
      path: paginate,
      tag,
      summary: `One page of ${plural}`,
      description: `${visibility} \`page\` starts at 1, \`limit\` is at most 100, \`sort\` is \`newest\` or \`deadline\`; filtering and counting happen in the database.`,
      auth: "optional",
      request: { query: kind.schemas.page as ZodObject },
      response: {
        status: 200,
        description: "The page and its counts",
        schema: list.extend(paginationMetaSchema.shape),
      },
    },
    {
      method: "post",
      path: collection,
      tag,
      summary: `Create a ${kind.entity}`,
      description:
        "Staff publish at once (`Register successful!`); a member's submission waits for an admin's approval (status `pending`). List fields accept a JSON-encoded list string in forms.",
      auth: "signed-in",
      request: { body: kind.schemas.input, ...body },
      response: { status: 201, description: "The message and the saved item", schema: saved },
    },
    {
      method: "get",
      path: `${collection}/:id`,
      tag,
      summary: `Get a ${kind.entity}`,
      description:
        "Pending and rejected items are visible to staff and to the member who submitted them only.",
      auth: "optional",
      request: { params: idParamsSchema },
      response: { status: 200, description: "The item", schema: one },
    },
    {
      method: "put",
      path: `${collection}/:id`,
      tag,
      summary: `Update a ${kind.entity}`,
      description:
        "Staff may update any item; a member only their own (which then waits for approval again).",
      auth: "signed-in",
      request: { params: idParamsSchema, body: kind.schemas.update, ...body },
      response: { status: 200, description: "`Change saved successfully` and the item", schema: saved },
    },
    {
      method: "delete",
      path: `${collection}/:id`,
      tag,
      summary: `Delete a ${kind.entity}`,
      description: "Staff may delete any item; a member only their own.",
      auth: "signed-in",
      request: { params: idParamsSchema },
      response: { status: 200, description: "`Delete successful!`", schema: messageResponseSchema },
    },
    {
      method: "get",
      path: `${userHistory}/:id`,
      tag,
      summary: `A user's ${plural} submissions`,
      description:
        "Every item the user `{id}` submitted, in any status. A member may read only their own history; admins anyone's.",
      auth: "signed-in",
      request: { params: idParamsSchema, query: userSubmissionsQuerySchema },
      response: { status: 200, description: "The user's items", schema: list },
    },
    {
      method: "put",
      path: `${approve}/:id`,
      tag,
      summary: `Approve or reject a ${kind.entity}`,
      description:
        'Body `{ status: "approved" | "rejected", reason? }`; an empty body approves. The submitter is told by email.',
      auth: "admin",
      request: { params: idParamsSchema, body: approveBodySchema },
      response: {
        status: 200,
        description: "`Approved successfully!` (or the rejection message) and the item",
        schema: saved,
      },
    },
  ];
}

export const opportunityRouteSpecs: RouteSpec[] = [
  scholarshipKind,
  internshipKind,
  trainingKind,
  jobKind,
].flatMap((kind) => opportunityRoutes(kind as unknown as OpportunityKind));
