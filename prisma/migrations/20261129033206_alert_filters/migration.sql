-- AlterTable
ALTER TABLE "alert_preferences" ADD COLUMN     "filters" JSONB NOT NULL DEFAULT '{}';
