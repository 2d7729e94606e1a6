-- Newsletter: the month's number for sorting issues, and a record of every opt-in (CASL).

ALTER TABLE "NewsletterIssue" ADD COLUMN "monthNumber" INTEGER NOT NULL DEFAULT 0;

-- Existing issues: the number of the month their text names.
UPDATE "NewsletterIssue" SET "monthNumber" = CASE lower(trim("month"))
    WHEN 'january' THEN 1 WHEN 'february' THEN 2 WHEN 'march' THEN 3 WHEN 'april' THEN 4
    WHEN 'may' THEN 5 WHEN 'june' THEN 6 WHEN 'july' THEN 7 WHEN 'august' THEN 8
    WHEN 'september' THEN 9 WHEN 'october' THEN 10 WHEN 'november' THEN 11 WHEN 'december' THEN 12
    ELSE 0 END;

CREATE INDEX "NewsletterIssue_year_monthNumber_idx" ON "NewsletterIssue"("year", "monthNumber");

CREATE TABLE "NewsletterConsent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "subscriberId" INTEGER NOT NULL,
    "givenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sourcePath" TEXT NOT NULL,
    "wording" TEXT NOT NULL,
    CONSTRAINT "NewsletterConsent_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "NewsletterConsent_subscriberId_idx" ON "NewsletterConsent"("subscriberId");
CREATE INDEX "NewsletterConsent_givenAt_idx" ON "NewsletterConsent"("givenAt");
