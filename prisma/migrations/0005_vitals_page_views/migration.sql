-- AlterTable
ALTER TABLE "WebVitalSample" ADD COLUMN     "beacon" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "pageViewId" INTEGER;

-- CreateTable
CREATE TABLE "WebVitalPageView" (
    "id" SERIAL NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebVitalPageView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebVitalPageView_hash_key" ON "WebVitalPageView"("hash");

-- CreateIndex
CREATE INDEX "WebVitalPageView_createdAt_idx" ON "WebVitalPageView"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebVitalSample_pageViewId_metric_key" ON "WebVitalSample"("pageViewId", "metric");

-- AddForeignKey
ALTER TABLE "WebVitalSample" ADD CONSTRAINT "WebVitalSample_pageViewId_fkey" FOREIGN KEY ("pageViewId") REFERENCES "WebVitalPageView"("id") ON DELETE SET NULL ON UPDATE CASCADE;

