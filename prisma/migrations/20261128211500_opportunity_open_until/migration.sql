-- The day a listing leaves the public lists, as one sortable, never-null column: the deadline, or
-- the last day PostgreSQL's timestamp(3) and JavaScript both hold for a listing without one. The
-- public lists' condition (open until today or later) and their deadline order (undated last) are
-- then a range and an order of one index, (status, openUntil, id), which the list engine reads
-- through Prisma (apps/api/src/opportunities/list-engine.ts), where "deadline IS NULL OR deadline >= today"
-- made PostgreSQL walk past every closed listing first.

ALTER TABLE "scholarships" ADD COLUMN "openUntil" TIMESTAMP(3)
  GENERATED ALWAYS AS (COALESCE("deadline", '9999-12-31 00:00:00'::timestamp(3))) STORED;
DROP INDEX "scholarships_status_deadline_id_idx";
CREATE INDEX "scholarships_status_openUntil_id_idx" ON "scholarships"("status", "openUntil", "id");

ALTER TABLE "internships" ADD COLUMN "openUntil" TIMESTAMP(3)
  GENERATED ALWAYS AS (COALESCE("deadline", '9999-12-31 00:00:00'::timestamp(3))) STORED;
DROP INDEX "internships_status_deadline_id_idx";
CREATE INDEX "internships_status_openUntil_id_idx" ON "internships"("status", "openUntil", "id");

ALTER TABLE "training" ADD COLUMN "openUntil" TIMESTAMP(3)
  GENERATED ALWAYS AS (COALESCE("deadline", '9999-12-31 00:00:00'::timestamp(3))) STORED;
DROP INDEX "training_status_deadline_id_idx";
CREATE INDEX "training_status_openUntil_id_idx" ON "training"("status", "openUntil", "id");

ALTER TABLE "jobs" ADD COLUMN "openUntil" TIMESTAMP(3)
  GENERATED ALWAYS AS (COALESCE("deadline", '9999-12-31 00:00:00'::timestamp(3))) STORED;
DROP INDEX "jobs_status_deadline_id_idx";
CREATE INDEX "jobs_status_openUntil_id_idx" ON "jobs"("status", "openUntil", "id");
