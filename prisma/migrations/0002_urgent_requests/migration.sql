-- AlterTable
ALTER TABLE "User" ADD COLUMN     "displayName" TEXT;

-- CreateTable
CREATE TABLE "SupportCode" (
    "id" SERIAL NOT NULL,
    "practice" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "hint" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "SupportCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UrgentRequest" (
    "id" SERIAL NOT NULL,
    "statusTokenHash" TEXT NOT NULL,
    "practice" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "affected" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "sourcePath" TEXT NOT NULL DEFAULT '',
    "codeCheck" TEXT NOT NULL,
    "supportCodeId" INTEGER,
    "pageState" TEXT NOT NULL,
    "pageDueAt" TIMESTAMP(3),
    "pagedAt" TIMESTAMP(3),
    "attachedToId" INTEGER,
    "acknowledgedAt" TIMESTAMP(3),
    "acknowledgedById" INTEGER,
    "closedAt" TIMESTAMP(3),
    "escalatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UrgentRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SupportCode_codeHash_key" ON "SupportCode"("codeHash");

-- CreateIndex
CREATE UNIQUE INDEX "UrgentRequest_statusTokenHash_key" ON "UrgentRequest"("statusTokenHash");

-- CreateIndex
CREATE INDEX "UrgentRequest_createdAt_idx" ON "UrgentRequest"("createdAt");

-- CreateIndex
CREATE INDEX "UrgentRequest_supportCodeId_createdAt_idx" ON "UrgentRequest"("supportCodeId", "createdAt");

-- CreateIndex
CREATE INDEX "UrgentRequest_pagedAt_acknowledgedAt_idx" ON "UrgentRequest"("pagedAt", "acknowledgedAt");

-- AddForeignKey
ALTER TABLE "UrgentRequest" ADD CONSTRAINT "UrgentRequest_supportCodeId_fkey" FOREIGN KEY ("supportCodeId") REFERENCES "SupportCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UrgentRequest" ADD CONSTRAINT "UrgentRequest_attachedToId_fkey" FOREIGN KEY ("attachedToId") REFERENCES "UrgentRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UrgentRequest" ADD CONSTRAINT "UrgentRequest_acknowledgedById_fkey" FOREIGN KEY ("acknowledgedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

