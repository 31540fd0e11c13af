-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "actorName" TEXT NOT NULL DEFAULT '';

-- The history keeps the names of the people behind entries written before this column.
UPDATE "audit_log" SET "actorName" = "users"."fullName" FROM "users" WHERE "audit_log"."actorId" = "users"."id";

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "readAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "feedbacks" ADD COLUMN     "readAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "resumes" ADD COLUMN     "readAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "noticesSeenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "trash_items" (
    "id" SERIAL NOT NULL,
    "list" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "deletedById" INTEGER,
    "deletedByName" TEXT NOT NULL DEFAULT '',
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trash_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trash_items_deletedAt_idx" ON "trash_items"("deletedAt");

-- CreateIndex
CREATE INDEX "trash_items_list_entityId_idx" ON "trash_items"("list", "entityId");
