-- CreateTable
CREATE TABLE "telegram_chats" (
    "id" SERIAL NOT NULL,
    "chatId" BIGINT NOT NULL,
    "userId" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'en',
    "kinds" TEXT[],
    "fieldsOfStudy" TEXT[],
    "countries" TEXT[],
    "frequency" TEXT NOT NULL DEFAULT 'instant',
    "dailyCap" INTEGER NOT NULL DEFAULT 10,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "telegram_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_link_tokens" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "telegram_link_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_channel_posts" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "listingId" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "messageId" INTEGER,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "telegram_channel_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_deliveries" (
    "id" SERIAL NOT NULL,
    "chatId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "kind" TEXT,
    "listingId" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'en',
    "text" TEXT NOT NULL DEFAULT '',
    "messageId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "telegram_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_pace" (
    "chatId" TEXT NOT NULL,
    "nextAt" TIMESTAMP(3) NOT NULL,
    "reservedUntil" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "telegram_pace_pkey" PRIMARY KEY ("chatId")
);

-- CreateTable
CREATE TABLE "deadline_reminders" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "listingId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "daysLeft" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deadline_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "telegram_chats_chatId_key" ON "telegram_chats"("chatId");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_chats_userId_key" ON "telegram_chats"("userId");

-- CreateIndex
CREATE INDEX "telegram_chats_active_frequency_idx" ON "telegram_chats"("active", "frequency");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_link_tokens_tokenHash_key" ON "telegram_link_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "telegram_link_tokens_userId_idx" ON "telegram_link_tokens"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_channel_posts_kind_listingId_language_key" ON "telegram_channel_posts"("kind", "listingId", "language");

-- CreateIndex
CREATE INDEX "telegram_deliveries_status_createdAt_idx" ON "telegram_deliveries"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "telegram_deliveries_chatId_purpose_createdAt_idx" ON "telegram_deliveries"("chatId", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "telegram_deliveries_kind_listingId_idx" ON "telegram_deliveries"("kind", "listingId");

-- CreateIndex
CREATE UNIQUE INDEX "deadline_reminders_userId_kind_listingId_day_key" ON "deadline_reminders"("userId", "kind", "listingId", "day");

-- AddForeignKey
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telegram_link_tokens" ADD CONSTRAINT "telegram_link_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
