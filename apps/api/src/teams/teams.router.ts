import {
  apiPaths,
  readerLanguageQuery,
  SUCCESS_MESSAGES,
  teamListSchema,
  teamMemberInputSchema,
  teamMemberSavedSchema,
  teamMemberUpdateSchema,
} from "@btw/contracts";
import { z } from "zod";
import { inReaderLanguage, readerLanguage } from "../lib/content-language.ts";
import { defineRoute } from "../lib/route.ts";
import { managedContentRoutes } from "../routes/managed-content.ts";
import { createTeamMember, deleteTeamMember, listTeamMembers, updateTeamMember } from "./teams.service.ts";

const tag = "Team";

/** The team list, in the reader's language. */
const listRoute = (path: string, summary: string, description?: string) =>
  defineRoute({
    method: "get",
    path,
    tag,
    summary,
    description,
    access: "public",
    cache: "public",
    request: { query: z.object(readerLanguageQuery) },
    response: { status: 200, description: "Under `teams`", schema: teamListSchema },
    handler: async ({ ctx, query, req, res }) => ({
      teams: inReaderLanguage("teams", await listTeamMembers(ctx), readerLanguage(req, res, query.lang)),
    }),
  });

export const teamsRoutes = [
  // `teams/data` is the old client's call; `teams` serves the About Us page. Both answer the same list.
  listRoute(
    apiPaths.teamsData,
    "List team members (home page)",
    "Same answer as `GET teams`; the old home page called this path.",
  ),
  listRoute(apiPaths.teams, "List team members (About Us)"),
  ...managedContentRoutes({
    tag,
    path: apiPaths.teams,
    noun: "team member",
    key: "team",
    file: { field: "photo", kind: "image" },
    input: teamMemberInputSchema,
    update: teamMemberUpdateSchema,
    saved: teamMemberSavedSchema,
    createdMessage: SUCCESS_MESSAGES.created,
    create: createTeamMember,
    change: updateTeamMember,
    remove: deleteTeamMember,
  }),
];
