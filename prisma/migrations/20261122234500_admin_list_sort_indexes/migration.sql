-- The orders of the staff lists over every status (no status prefix): added either way, the latest
-- deadline first with undated items last, and the title column either way. Without these, each page
-- of 100k rows sorted a full scan (deadline ascending is served by the page index and status indexes).
-- schema.prisma cannot say NULLS LAST, it lists the deadline ones as (deadline DESC, id DESC).

-- CreateIndex
CREATE INDEX "scholarships_createdAt_id_idx" ON "scholarships"("createdAt", "id");
CREATE INDEX "scholarships_deadline_id_idx" ON "scholarships"("deadline" DESC NULLS LAST, "id" DESC);
CREATE INDEX "scholarships_title_id_idx" ON "scholarships"("title", "id");

-- CreateIndex
CREATE INDEX "internships_createdAt_id_idx" ON "internships"("createdAt", "id");
CREATE INDEX "internships_deadline_id_idx" ON "internships"("deadline" DESC NULLS LAST, "id" DESC);
CREATE INDEX "internships_internshipCategory_id_idx" ON "internships"("internshipCategory", "id");

-- CreateIndex
CREATE INDEX "training_createdAt_id_idx" ON "training"("createdAt", "id");
CREATE INDEX "training_deadline_id_idx" ON "training"("deadline" DESC NULLS LAST, "id" DESC);
CREATE INDEX "training_Title_id_idx" ON "training"("Title", "id");

-- CreateIndex
CREATE INDEX "jobs_createdAt_id_idx" ON "jobs"("createdAt", "id");
CREATE INDEX "jobs_deadline_id_idx" ON "jobs"("deadline" DESC NULLS LAST, "id" DESC);
CREATE INDEX "jobs_JobTitle_id_idx" ON "jobs"("JobTitle", "id");
