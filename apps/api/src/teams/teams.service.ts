import type { TeamMember, teamMemberInputSchema, teamMemberUpdateSchema } from "@btw/contracts";
import type { TeamMember as TeamMemberRow } from "@btw/db";
import type { z } from "zod";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { storedTranslations, versionsToStore } from "../lib/content-language.ts";
import { notFound } from "../lib/errors.ts";
import { removeStoredFile, storeImage } from "../uploads/uploads.ts";

type Input = z.output<typeof teamMemberInputSchema>;
type Update = z.output<typeof teamMemberUpdateSchema>;
type Photo = Express.Multer.File | undefined;

export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    ...storedTranslations(row),
    id: row.id,
    name: row.name,
    position: row.position,
    photo: row.photo,
    teamMemberBio: row.teamMemberBio,
    twitter: row.twitter,
    linkedn: row.linkedn,
    sortOrder: row.sortOrder,
  };
}

export async function listTeamMembers(ctx: AppContext): Promise<TeamMember[]> {
  const rows = await ctx.db.teamMember.findMany({
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    take: 200,
  });
  return rows.map(toTeamMember);
}

export async function createTeamMember(
  ctx: AppContext,
  actorId: number,
  input: Input,
  photo: Photo,
): Promise<TeamMember> {
  const photoUrl = photo ? await storeImage(ctx, photo) : null;
  const row = await ctx.db.teamMember.create({
    data: { ...input, ...versionsToStore(input), photo: photoUrl },
  });
  await audit(ctx, { actorId, action: "create", entity: "team-member", entityId: row.id, summary: row.name });
  return toTeamMember(row);
}

export async function updateTeamMember(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: Update,
  photo: Photo,
): Promise<TeamMember> {
  const existing = await ctx.db.teamMember.findUnique({ where: { id } });
  if (!existing) throw notFound("Team member");
  const photoUrl = photo ? await storeImage(ctx, photo) : undefined;
  const row = await ctx.db.teamMember.update({
    where: { id },
    data: { ...input, ...versionsToStore(input, existing), photo: photoUrl },
  });
  if (photoUrl) await removeStoredFile(ctx, existing.photo);
  await audit(ctx, { actorId, action: "update", entity: "team-member", entityId: id, summary: row.name });
  return toTeamMember(row);
}

/** To the trash (restorable for 30 days); its files go when it is purged. */
export async function deleteTeamMember(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "teams", id);
}
