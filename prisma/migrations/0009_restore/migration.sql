-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "discardedAt" TIMESTAMP(3),
ADD COLUMN     "discardedBy" TEXT;

