-- AlterTable
ALTER TABLE "internships" ALTER COLUMN "applyUrl" DROP NOT NULL;

-- AlterTable
ALTER TABLE "jobs" ALTER COLUMN "applyUrl" DROP NOT NULL;

-- AlterTable
ALTER TABLE "training" ALTER COLUMN "applyUrl" DROP NOT NULL;
