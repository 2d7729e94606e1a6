-- CreateTable
CREATE TABLE "WebVitalSample" (
    "id" SERIAL NOT NULL,
    "metric" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "pageKind" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "connection" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebVitalSample_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WebVitalSample_createdAt_idx" ON "WebVitalSample"("createdAt");

-- CreateIndex
CREATE INDEX "WebVitalSample_metric_pageKind_createdAt_idx" ON "WebVitalSample"("metric", "pageKind", "createdAt");

