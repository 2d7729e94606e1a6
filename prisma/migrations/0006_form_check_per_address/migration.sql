-- Refused form posts kept for their check page are bounded per client address (a keyed hash of it).
-- AlterTable
ALTER TABLE "FormCheck" ADD COLUMN "addressHash" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "FormCheck_addressHash_form_createdAt_idx" ON "FormCheck"("addressHash", "form", "createdAt");
