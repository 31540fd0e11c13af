-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "confirmationSentAt" TIMESTAMP(3);
