-- AlterTable
ALTER TABLE "password_reset_codes" ADD COLUMN     "resetExpiresAt" TIMESTAMP(3),
ADD COLUMN     "resetSecretHash" TEXT;
