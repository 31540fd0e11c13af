-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "html" TEXT,
ADD COLUMN     "text" TEXT NOT NULL DEFAULT '';
