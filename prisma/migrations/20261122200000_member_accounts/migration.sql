-- AlterTable
ALTER TABLE "users" ADD COLUMN     "autoApprove" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "emailVerifiedAt" TIMESTAMP(3),
ADD COLUMN     "organisation" TEXT,
ADD COLUMN     "verifiedOrganisation" BOOLEAN NOT NULL DEFAULT false;

-- Accounts made before sign-up verification existed (members, seeded staff) count as verified.
UPDATE "users" SET "emailVerifiedAt" = "createdAt" WHERE "emailVerifiedAt" IS NULL;

-- AlterTable
ALTER TABLE "scholarships" ADD COLUMN     "verifiedOrganisation" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "internships" ADD COLUMN     "verifiedOrganisation" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "training" ADD COLUMN     "verifiedOrganisation" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "verifiedOrganisation" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "email_verification_codes" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_opportunities" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "opportunityId" INTEGER NOT NULL,
    "savedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_opportunities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_codes_tokenHash_key" ON "email_verification_codes"("tokenHash");

-- CreateIndex
CREATE INDEX "email_verification_codes_userId_createdAt_idx" ON "email_verification_codes"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "saved_opportunities_userId_savedAt_idx" ON "saved_opportunities"("userId", "savedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "saved_opportunities_userId_kind_opportunityId_key" ON "saved_opportunities"("userId", "kind", "opportunityId");

-- AddForeignKey
ALTER TABLE "email_verification_codes" ADD CONSTRAINT "email_verification_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
