-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "attachments" TEXT;

-- CreateTable
CREATE TABLE "Booking" (
    "id" SERIAL NOT NULL,
    "uid" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "day" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "meeting" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "practice" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mailbox" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "workstations" INTEGER,
    "notes" TEXT NOT NULL DEFAULT '',
    "addressHash" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "utmCampaign" TEXT,
    "referrerDomain" TEXT,
    "sourcePath" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "releasedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "cancelledBy" TEXT,
    "cancelNote" TEXT,
    "outcome" TEXT,
    "handledAt" TIMESTAMP(3),

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingChange" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "what" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingFeed" (
    "position" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "lastSuccessAt" TIMESTAMP(3),
    "lastErrorAt" TIMESTAMP(3),
    "lastError" TEXT,
    "claimedUntil" TIMESTAMP(3),

    CONSTRAINT "BookingFeed_pkey" PRIMARY KEY ("position")
);

-- CreateTable
CREATE TABLE "BookingBusyInterval" (
    "id" SERIAL NOT NULL,
    "feedPosition" INTEGER NOT NULL,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingBusyInterval_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingStaffFeed" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL,

    CONSTRAINT "BookingStaffFeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Booking_uid_key" ON "Booking"("uid");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_tokenHash_key" ON "Booking"("tokenHash");

-- CreateIndex
CREATE INDEX "Booking_status_start_idx" ON "Booking"("status", "start");

-- CreateIndex
CREATE INDEX "Booking_day_status_idx" ON "Booking"("day", "status");

-- CreateIndex
CREATE INDEX "Booking_mailbox_createdAt_idx" ON "Booking"("mailbox", "createdAt");

-- CreateIndex
CREATE INDEX "Booking_addressHash_createdAt_idx" ON "Booking"("addressHash", "createdAt");

-- CreateIndex
CREATE INDEX "Booking_createdAt_idx" ON "Booking"("createdAt");

-- CreateIndex
CREATE INDEX "BookingChange_bookingId_idx" ON "BookingChange"("bookingId");

-- CreateIndex
CREATE INDEX "BookingBusyInterval_start_end_idx" ON "BookingBusyInterval"("start", "end");

-- CreateIndex
CREATE INDEX "BookingBusyInterval_feedPosition_idx" ON "BookingBusyInterval"("feedPosition");

-- CreateIndex
CREATE UNIQUE INDEX "BookingStaffFeed_tokenHash_key" ON "BookingStaffFeed"("tokenHash");

-- AddForeignKey
ALTER TABLE "BookingChange" ADD CONSTRAINT "BookingChange_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingBusyInterval" ADD CONSTRAINT "BookingBusyInterval_feedPosition_fkey" FOREIGN KEY ("feedPosition") REFERENCES "BookingFeed"("position") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand, as the Prisma schema language cannot state it: two live bookings never
-- overlap (error 23P01). Being partial, it is not read back as an index by prisma migrate diff.
-- No apostrophe or semicolon in these comments: the driver adapter splits the script naively.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_live_no_overlap"
  EXCLUDE USING gist (tsrange("start", "end", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
