-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "digest" TEXT;

