-- Pay, place, workplace and category of internships and jobs, a job's experience level, and how a
-- training is given and what it costs: the public lists filter by them (contracts' opportunity-filters.ts).
-- CreateEnum
CREATE TYPE "Pay" AS ENUM ('paid', 'unpaid');

-- CreateEnum
CREATE TYPE "Workplace" AS ENUM ('on_site', 'hybrid', 'remote');

-- CreateEnum
CREATE TYPE "DeliveryMode" AS ENUM ('in_person', 'online');

-- CreateEnum
CREATE TYPE "Cost" AS ENUM ('free', 'paid');

-- CreateEnum
CREATE TYPE "ExperienceLevel" AS ENUM ('entry', 'mid', 'senior');

-- CreateEnum
CREATE TYPE "JobCategory" AS ENUM ('technology', 'engineering', 'business', 'finance', 'health', 'education', 'development', 'marketing', 'other');

-- AlterTable
ALTER TABLE "internships" ADD COLUMN     "categoryOther" TEXT,
ADD COLUMN     "city" TEXT,
ADD COLUMN     "pay" "Pay",
ADD COLUMN     "title" TEXT,
ADD COLUMN     "workplace" "Workplace";

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "categoryOther" TEXT,
ADD COLUMN     "city" TEXT,
ADD COLUMN     "experienceLevel" "ExperienceLevel",
ADD COLUMN     "jobCategory" "JobCategory",
ADD COLUMN     "workplace" "Workplace";

-- AlterTable
ALTER TABLE "training" ADD COLUMN     "cost" "Cost",
ADD COLUMN     "deliveryMode" "DeliveryMode";

-- CreateIndex
CREATE INDEX "internships_city_idx" ON "internships"("city");

-- CreateIndex
CREATE INDEX "jobs_city_idx" ON "jobs"("city");

-- A job whose type says it is remote.
UPDATE "jobs" SET "workplace" = 'remote' WHERE "Type" = 'Remote';
