import { API_PREFIX, apiPaths, type Resume, type resumeInputSchema } from "@btw/contracts";
import type { Resume as ResumeRow } from "@btw/db";
import { staffNotices } from "@btw/i18n";
import type { z } from "zod";
import { pageAdminList } from "../admin-lists/admin-list-page.ts";
import { type InboxQuery, inboxWhere } from "../admin-lists/list-order.ts";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";
import type { StoredFile } from "../storage/file-storage.ts";
import { removePrivateFile } from "../uploads/private-files.ts";
import { storeCv } from "../uploads/uploads.ts";

type Input = z.output<typeof resumeInputSchema>;

/** The CV is private: responses point at the admin-only route, never at the stored file. */
function cvUrl(id: number): string {
  return `${API_PREFIX}${apiPaths.resumes}/${id}/cv`;
}

function toResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    education: row.education,
    jobTitle: row.jobTitle,
    areaOfInterest: row.areaOfInterest,
    skillLevel: row.skillLevel,
    coverLetter: row.coverLetter,
    cvFile: row.cvFile ? cvUrl(row.id) : null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createResume(
  ctx: AppContext,
  input: Input,
  cv: Express.Multer.File | undefined,
): Promise<Resume> {
  const cvKey = cv ? await storeCv(ctx, cv) : null;
  let row: ResumeRow;
  try {
    row = await ctx.db.resume.create({ data: { ...input, jobTitle: input.jobTitle ?? null, cvFile: cvKey } });
  } catch (error) {
    // A private file nobody can reach through a row is only clutter.
    await removePrivateFile(ctx, cvKey);
    throw error;
  }
  await notifyAdmins(
    ctx,
    { template: "admin-new-resume", open: row.id },
    {
      headline: staffNotices.resume(row.fullName),
      details: [
        ["Name", row.fullName],
        ["Email", row.email],
        ["Phone", row.phone],
        ["Area of interest", row.areaOfInterest],
        ["Skill level", row.skillLevel],
        ["CV attached", row.cvFile ? "yes" : "no"],
      ],
      replyTo: row.email,
    },
  );
  return toResume(row);
}

export async function pageResumes(ctx: AppContext, query: InboxQuery) {
  const where = inboxWhere(query, ["fullName", "email", "phone", "areaOfInterest", "location"]);
  const { data, ...meta } = await pageAdminList(ctx.db.resume, where, query, toResume);
  return { resumes: data, ...meta };
}

export async function getResume(ctx: AppContext, id: number): Promise<Resume> {
  const row = await ctx.db.resume.findUnique({ where: { id } });
  if (!row) throw notFound("Resume");
  return toResume(row);
}

/** The CV of a resume, opened for the admin route to stream. */
export async function openResumeCv(
  ctx: AppContext,
  id: number,
): Promise<{ file: StoredFile; fileName: string }> {
  const row = await ctx.db.resume.findUnique({ where: { id }, select: { cvFile: true, fullName: true } });
  if (!row) throw notFound("Resume");
  if (!row.cvFile) throw notFound("CV");
  const safeName = row.fullName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "applicant";
  const file = await ctx.storage.openPrivate(row.cvFile);
  if (!file) throw notFound("CV");
  return { file, fileName: `cv-${id}-${safeName}.pdf` };
}

/** The CV stays with the row in the trash until it is purged (admin-lists/trash.service.ts). */
export async function deleteResume(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "resumes", id);
}
