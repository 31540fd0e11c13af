import type { Testimonial, testimonialInputSchema, testimonialUpdateSchema } from "@btw/contracts";
import type { Testimonial as TestimonialRow } from "@btw/db";
import type { z } from "zod";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { storedTranslations, versionsToStore } from "../lib/content-language.ts";
import { notFound } from "../lib/errors.ts";
import { removeStoredFile, storeImage } from "../uploads/uploads.ts";

type Input = z.output<typeof testimonialInputSchema>;
type Update = z.output<typeof testimonialUpdateSchema>;
type Photo = Express.Multer.File | undefined;

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    ...storedTranslations(row),
    id: row.id,
    full_Name: row.full_Name,
    clients_say: row.clients_say,
    photo: row.photo,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTestimonials(ctx: AppContext): Promise<Testimonial[]> {
  const rows = await ctx.db.testimonial.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  return rows.map(toTestimonial);
}

export async function getTestimonial(ctx: AppContext, id: number): Promise<Testimonial> {
  const row = await ctx.db.testimonial.findUnique({ where: { id } });
  if (!row) throw notFound("Testimonial");
  return toTestimonial(row);
}

export async function createTestimonial(
  ctx: AppContext,
  actorId: number,
  input: Input,
  photo: Photo,
): Promise<Testimonial> {
  const photoUrl = photo ? await storeImage(ctx, photo) : null;
  const row = await ctx.db.testimonial.create({
    data: { ...input, ...versionsToStore(input), photo: photoUrl },
  });
  await audit(ctx, {
    actorId,
    action: "create",
    entity: "testimonial",
    entityId: row.id,
    summary: row.full_Name,
  });
  return toTestimonial(row);
}

export async function updateTestimonial(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: Update,
  photo: Photo,
): Promise<Testimonial> {
  const existing = await ctx.db.testimonial.findUnique({ where: { id } });
  if (!existing) throw notFound("Testimonial");
  const photoUrl = photo ? await storeImage(ctx, photo) : undefined;
  const row = await ctx.db.testimonial.update({
    where: { id },
    data: { ...input, ...versionsToStore(input, existing), photo: photoUrl },
  });
  if (photoUrl) await removeStoredFile(ctx, existing.photo);
  await audit(ctx, {
    actorId,
    action: "update",
    entity: "testimonial",
    entityId: id,
    summary: row.full_Name,
  });
  return toTestimonial(row);
}

/** To the trash (restorable for 30 days); its files go when it is purged. */
export async function deleteTestimonial(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "testimonials", id);
}
