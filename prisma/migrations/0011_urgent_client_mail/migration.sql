-- AlterTable
ALTER TABLE "UrgentRequest" ADD COLUMN     "clientMailbox" TEXT;

-- CreateIndex
CREATE INDEX "UrgentRequest_clientMailbox_createdAt_idx" ON "UrgentRequest"("clientMailbox", "createdAt");

-- Backfill: a request stored before this column existed has its client mail in the Delivery
-- table only (kind urgent-client). Its mailbox is written as lib/core/mailbox.ts writes one
-- (trimmed, lower case, the first +tag of the local part removed), so client mails sent in the
-- hour before the upgrade still count against the mailbox after it.
UPDATE "UrgentRequest" AS u
SET "clientMailbox" = regexp_replace(lower(btrim(d."toAddress")), '\+[^@]*@', '@')
FROM "Delivery" AS d
WHERE d."kind" = 'urgent-client'
  AND d."relatedType" = 'UrgentRequest'
  AND d."relatedId" = u."id";
