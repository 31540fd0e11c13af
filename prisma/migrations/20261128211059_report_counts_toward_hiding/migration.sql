-- AlterTable
ALTER TABLE "listing_reports" ADD COLUMN     "countsTowardHiding" BOOLEAN NOT NULL DEFAULT true;
