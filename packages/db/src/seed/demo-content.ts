import type { AuditAction, AuditEntity } from "@btw/contracts";
import type { Database } from "../client.ts";
import { demoBlogs } from "./demo/blogs.ts";
import { demoInternships, pendingInternships } from "./demo/internships.ts";
import { demoJobs, pendingJobs } from "./demo/jobs.ts";
import { demoTeam, demoTestimonials } from "./demo/people.ts";
import { DEMO_RESOURCES, mimeTypeOf } from "./demo/resources.ts";
import { demoScholarships, pendingScholarships } from "./demo/scholarships.ts";
import { demoTraining } from "./demo/training.ts";
import { withDemoTranslations } from "./demo/translations/index.ts";
import {
  type DbClient,
  daysFromNow,
  makeBlog,
  makeInternship,
  makeJob,
  makeResource,
  makeScholarship,
  makeTeamMember,
  makeTestimonial,
  makeTraining,
} from "./factories.ts";
import { copySeedFiles, SEED_URL_PREFIX } from "./seed-files.ts";

/**
 * Written once the demo rows exist. Seeding looks for it rather than for the rows themselves, so
 * demo items an admin deleted do not come back at the next start.
 */
export const DEMO_MARKER = {
  action: "seed",
  entity: "demo-content",
  // The marker's version, not a row: the console names the entry "Demo content" without a number.
  entityId: "v1",
} as const satisfies { action: AuditAction; entity: AuditEntity; entityId: string };
// Several API processes may start at once on one database; one seeds, the others wait and find the marker.
const SEED_LOCK = 7_204_002;

async function alreadySeeded(tx: DbClient, firstTitle: string): Promise<boolean> {
  const marker = await tx.auditLog.findFirst({ where: DEMO_MARKER, select: { id: true } });
  if (marker) return true;
  // A database seeded by hand without the marker: its rows are the proof.
  return (await tx.scholarship.count({ where: { title: firstTitle } })) > 0;
}

/** Rows listed newest first get the most recent creation times, a few hours apart. */
const createdAgo = (now: Date, index: number) => daysFromNow(-(0.3 + index * 0.7), now);

/**
 * Believable content for a new site: every field of study, internship category, training country and
 * resource type, approved and mostly open, plus a few submissions waiting for review. Files go to
 * `<uploadDir>/seed/` (served at /uploads/seed/). Running it again creates nothing.
 */
export async function seedDemoContent(
  db: Database,
  { uploadDir }: { uploadDir: string },
): Promise<{ created: number }> {
  // Always copied: the database may have been seeded on a machine whose upload folder is gone.
  await copySeedFiles(uploadDir);
  const now = new Date();
  const scholarships = demoScholarships(now);
  const firstTitle = scholarships[0]!.title;
  if (await alreadySeeded(db, firstTitle)) return { created: 0 };

  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK}::bigint)`;
      if (await alreadySeeded(tx, firstTitle)) return { created: 0 };
      let created = 0;
      const add = async <T>(
        rows: T[],
        make: (tx: DbClient, row: T & { createdAt?: Date | string }) => Promise<unknown>,
      ) => {
        for (const [index, row] of rows.entries()) {
          await make(tx, { createdAt: createdAgo(now, index), ...row });
          created += 1;
        }
      };
      await add(withDemoTranslations("scholarships", scholarships), makeScholarship);
      await add(pendingScholarships(now), makeScholarship);
      await add(withDemoTranslations("internships", demoInternships(now)), makeInternship);
      await add(pendingInternships(now), makeInternship);
      await add(withDemoTranslations("training", demoTraining(now)), makeTraining);
      await add(withDemoTranslations("jobs", demoJobs(now)), makeJob);
      await add(pendingJobs(now), makeJob);
      await add(withDemoTranslations("blogs", demoBlogs(now)), makeBlog);
      await add(withDemoTranslations("testimonials", demoTestimonials()), makeTestimonial);
      await add(withDemoTranslations("teams", demoTeam()), makeTeamMember);
      await add(
        withDemoTranslations(
          "resources",
          DEMO_RESOURCES.map(({ types, title, description, file }) => ({
            types,
            title,
            description,
            resource_files: `${SEED_URL_PREFIX}${file.name}`,
            mimeType: mimeTypeOf(file),
          })),
        ),
        makeResource,
      );
      await tx.auditLog.create({
        data: {
          ...DEMO_MARKER,
          summary: `Example listings, posts and people for a new site (${created} items)`,
        },
      });
      return { created };
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}
