-- AlterTable
ALTER TABLE "listing_reports" ADD COLUMN     "addressKey" TEXT;
