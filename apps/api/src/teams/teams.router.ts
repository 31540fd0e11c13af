import {
  apiPaths,
  idParamsSchema,
  SUCCESS_MESSAGES,
  teamMemberInputSchema,
  teamMemberUpdateSchema,
} from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import { createTeamMember, deleteTeamMember, listTeamMembers, updateTeamMember } from "./teams.service.ts";

const byId = `${apiPaths.teams}/:id`;

export function teamsRouter(ctx: AppContext): Router {
  const router = Router();
  const staff = requireAuth(ctx, "admin", "editor");

  // `teams/data` is the old client's call; `teams` serves the About Us page. Both answer the same list.
  router.get([apiPaths.teamsData, apiPaths.teams], async (_req, res) => {
    res.json({ teams: await listTeamMembers(ctx) });
  });

  router.post(
    apiPaths.teams,
    staff,
    uploadSingle("photo", "image"),
    validate({ body: teamMemberInputSchema }),
    async (req, res) => {
      const team = await createTeamMember(ctx, req.user!.id, req.body, req.file);
      res.status(201).json({ message: SUCCESS_MESSAGES.created, team });
    },
  );

  router.put(
    byId,
    staff,
    uploadSingle("photo", "image"),
    validate({ params: idParamsSchema, body: teamMemberUpdateSchema }),
    async (req, res) => {
      const team = await updateTeamMember(ctx, req.user!.id, Number(req.params.id), req.body, req.file);
      res.json({ message: SUCCESS_MESSAGES.saved, team });
    },
  );

  router.delete(byId, staff, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteTeamMember(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
