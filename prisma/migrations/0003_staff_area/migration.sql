-- Staff area: leads marked handled, newsletter issues as drafts until published, and one
-- delivery record per issue and subscriber.

ALTER TABLE "ContactMessage" ADD COLUMN "handledAt" DATETIME;
ALTER TABLE "ChecklistSubmission" ADD COLUMN "handledAt" DATETIME;
ALTER TABLE "NewsletterSubscriber" ADD COLUMN "handledAt" DATETIME;

-- New issues start as drafts; the issues that exist are already public.
ALTER TABLE "NewsletterIssue" ADD COLUMN "isPublished" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "NewsletterIssue" ADD COLUMN "updatedAt" DATETIME NOT NULL DEFAULT '1970-01-01T00:00:00.000+00:00';
UPDATE "NewsletterIssue" SET "isPublished" = true, "updatedAt" = "sentAt";
DROP INDEX "NewsletterIssue_year_monthNumber_idx";
CREATE INDEX "NewsletterIssue_isPublished_year_monthNumber_idx" ON "NewsletterIssue"("isPublished", "year", "monthNumber");

CREATE TABLE "NewsletterDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "issueId" INTEGER NOT NULL,
    "subscriberId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "NewsletterDelivery_issueId_fkey" FOREIGN KEY ("issueId") REFERENCES "NewsletterIssue" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "NewsletterDelivery_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "NewsletterDelivery_issueId_subscriberId_key" ON "NewsletterDelivery"("issueId", "subscriberId");
CREATE INDEX "NewsletterDelivery_subscriberId_idx" ON "NewsletterDelivery"("subscriberId");
