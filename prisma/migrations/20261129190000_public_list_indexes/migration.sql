-- The two orders of the public lists (newest first, and by the day a listing closes) over the rows
-- the public may see (approved, not hidden: opportunity-sql.ts), each carrying the columns the
-- lists filter by (the `filters` of each kind, in its service: public-list-indexes.test.ts keeps
-- the two in step). The ids of a page and its count are then read from the index alone (an
-- index-only scan), and only the rows of the page from the table (list-engine.ts), however many
-- listings a filter skips. schema.prisma cannot say a partial index with INCLUDE, and the
-- migration diff leaves these alone.

CREATE INDEX "scholarships_public_newest_idx" ON "scholarships"("createdAt" DESC, "id" DESC)
  INCLUDE ("openUntil", "studyLevels", "funding", "hostCountry", "fieldsOfStudy", "modeOfStudy")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;
CREATE INDEX "scholarships_public_open_until_idx" ON "scholarships"("openUntil", "id")
  INCLUDE ("studyLevels", "funding", "hostCountry", "fieldsOfStudy", "modeOfStudy")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;

CREATE INDEX "internships_public_newest_idx" ON "internships"("createdAt" DESC, "id" DESC)
  INCLUDE ("openUntil", "internshipCategory", "pay", "city", "workplace")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;
CREATE INDEX "internships_public_open_until_idx" ON "internships"("openUntil", "id")
  INCLUDE ("internshipCategory", "pay", "city", "workplace")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;

CREATE INDEX "jobs_public_newest_idx" ON "jobs"("createdAt" DESC, "id" DESC)
  INCLUDE ("openUntil", "Type", "jobCategory", "experienceLevel", "city", "workplace")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;
CREATE INDEX "jobs_public_open_until_idx" ON "jobs"("openUntil", "id")
  INCLUDE ("Type", "jobCategory", "experienceLevel", "city", "workplace")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;

CREATE INDEX "training_public_newest_idx" ON "training"("createdAt" DESC, "id" DESC)
  INCLUDE ("openUntil", "selectedCountries", "deliveryMode", "cost")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;
CREATE INDEX "training_public_open_until_idx" ON "training"("openUntil", "id")
  INCLUDE ("selectedCountries", "deliveryMode", "cost")
  WHERE "status" = 'approved' AND "hiddenAt" IS NULL;
