-- CreateEnum
CREATE TYPE "BlogStatus" AS ENUM ('draft', 'published');

-- AlterTable
ALTER TABLE "blogs" ADD COLUMN     "contentFormat" TEXT NOT NULL DEFAULT 'text',
ADD COLUMN     "publishAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "status" "BlogStatus" NOT NULL DEFAULT 'published';

-- Posts written before scheduling keep their place in the news: published when they were written.
UPDATE "blogs" SET "publishAt" = "createdAt";

-- CreateIndex
CREATE INDEX "blogs_status_publishAt_id_idx" ON "blogs"("status", "publishAt" DESC, "id" DESC);
