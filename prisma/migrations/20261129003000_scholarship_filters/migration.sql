-- A scholarship's study levels, funding and host country, which the public list filters by
-- (contracts' opportunity-filters.ts).

-- CreateEnum
CREATE TYPE "StudyLevel" AS ENUM ('bachelor', 'master', 'phd', 'short_course');

-- CreateEnum
CREATE TYPE "Funding" AS ENUM ('full', 'partial');

-- AlterTable
ALTER TABLE "scholarships" ADD COLUMN     "funding" "Funding",
ADD COLUMN     "hostCountry" TEXT,
ADD COLUMN     "studyLevels" "StudyLevel"[] DEFAULT ARRAY[]::"StudyLevel"[];

-- The funding the type already says.
UPDATE "scholarships" SET "funding" = CASE "scholarshipType"
  WHEN 'Fully Funded' THEN 'full'::"Funding"
  WHEN 'Partially Funded' THEN 'partial'::"Funding"
  WHEN 'Tuition Waiver' THEN 'partial'::"Funding"
END;

-- CreateIndex
CREATE INDEX "scholarships_studyLevels_idx" ON "scholarships" USING GIN ("studyLevels");

-- CreateIndex
CREATE INDEX "scholarships_hostCountry_idx" ON "scholarships"("hostCountry");
