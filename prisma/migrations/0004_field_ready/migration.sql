-- Field-ready lead paths: double opt-in requests, outbox claims and provider keys, job runs, form check pages.
-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN "confirmRequestedAt" DATETIME;

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN "claimedUntil" DATETIME;
ALTER TABLE "EmailOutbox" ADD COLUMN "uid" TEXT;

-- CreateTable
CREATE TABLE "NewsletterConfirmRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "subscriberId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "practiceName" TEXT NOT NULL DEFAULT '',
    "sourcePath" TEXT NOT NULL,
    "requestedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" DATETIME,
    CONSTRAINT "NewsletterConfirmRequest_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "lastRunAt" DATETIME NOT NULL,
    "lastReport" TEXT NOT NULL DEFAULT '{}'
);

-- CreateTable
CREATE TABLE "FormCheck" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "form" TEXT NOT NULL,
    "values" TEXT NOT NULL,
    "errors" TEXT NOT NULL DEFAULT '{}',
    "message" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "NewsletterConfirmRequest_subscriberId_idx" ON "NewsletterConfirmRequest"("subscriberId");

-- CreateIndex
CREATE INDEX "NewsletterConfirmRequest_requestedAt_idx" ON "NewsletterConfirmRequest"("requestedAt");

-- CreateIndex
CREATE INDEX "FormCheck_expiresAt_idx" ON "FormCheck"("expiresAt");


-- Rows stored before this migration get a random provider key too.
UPDATE "EmailOutbox" SET "uid" = lower(hex(randomblob(16))) WHERE "uid" IS NULL;
