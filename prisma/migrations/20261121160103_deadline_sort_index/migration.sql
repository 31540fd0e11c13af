-- DropIndex
DROP INDEX "internships_status_deadline_idx";

-- DropIndex
DROP INDEX "jobs_status_deadline_idx";

-- DropIndex
DROP INDEX "scholarships_status_deadline_idx";

-- DropIndex
DROP INDEX "training_status_deadline_idx";

-- CreateIndex
CREATE INDEX "internships_status_deadline_id_idx" ON "internships"("status", "deadline", "id");

-- CreateIndex
CREATE INDEX "jobs_status_deadline_id_idx" ON "jobs"("status", "deadline", "id");

-- CreateIndex
CREATE INDEX "scholarships_status_deadline_id_idx" ON "scholarships"("status", "deadline", "id");

-- CreateIndex
CREATE INDEX "training_status_deadline_id_idx" ON "training"("status", "deadline", "id");
