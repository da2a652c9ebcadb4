-- AlterTable
ALTER TABLE "User" ADD COLUMN "signupCampaign" TEXT;
ALTER TABLE "User" ADD COLUMN "signupMedium" TEXT;

-- CreateTable
CREATE TABLE "AnalyticsEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "label" TEXT,
    "value" REAL,
    "userId" TEXT,
    "visitorId" TEXT,
    "path" TEXT,
    "source" TEXT NOT NULL DEFAULT 'direct',
    "variants" TEXT,
    "origin" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AnalyticsEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExperimentState" (
    "experimentId" TEXT NOT NULL PRIMARY KEY,
    "live" BOOLEAN NOT NULL DEFAULT false,
    "updatedBy" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ExperimentAssignment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "experimentId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "AnalyticsEvent_createdAt_name_idx" ON "AnalyticsEvent"("createdAt", "name");

-- CreateIndex
CREATE INDEX "AnalyticsEvent_userId_createdAt_idx" ON "AnalyticsEvent"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ExperimentAssignment_experimentId_variantId_idx" ON "ExperimentAssignment"("experimentId", "variantId");

-- CreateIndex
CREATE UNIQUE INDEX "ExperimentAssignment_experimentId_subjectId_key" ON "ExperimentAssignment"("experimentId", "subjectId");

