-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'dismissed', 'actioned');

-- AlterTable
ALTER TABLE "scholarships" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenBy" TEXT;

-- AlterTable
ALTER TABLE "internships" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenBy" TEXT;

-- AlterTable
ALTER TABLE "training" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenBy" TEXT;

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenBy" TEXT;

-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "headers" JSONB;

-- CreateTable
CREATE TABLE "listing_reports" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "opportunityId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "reporterKey" TEXT NOT NULL,
    "signedIn" BOOLEAN NOT NULL DEFAULT false,
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "handledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_preferences" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "subscriberId" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "kinds" TEXT[],
    "fieldsOfStudy" TEXT[],
    "countries" TEXT[],
    "language" TEXT NOT NULL DEFAULT 'en',
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "alert_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "digest_deliveries" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "week" TEXT NOT NULL,
    "itemCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "digest_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "listing_reports_status_createdAt_idx" ON "listing_reports"("status", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "listing_reports_kind_opportunityId_reporterKey_key" ON "listing_reports"("kind", "opportunityId", "reporterKey");

-- CreateIndex
CREATE UNIQUE INDEX "alert_preferences_userId_key" ON "alert_preferences"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "alert_preferences_subscriberId_key" ON "alert_preferences"("subscriberId");

-- CreateIndex
CREATE UNIQUE INDEX "alert_preferences_token_key" ON "alert_preferences"("token");

-- CreateIndex
CREATE UNIQUE INDEX "digest_deliveries_email_week_key" ON "digest_deliveries"("email", "week");

-- AddForeignKey
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
