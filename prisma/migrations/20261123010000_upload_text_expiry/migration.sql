-- CreateIndex
CREATE INDEX "Upload_createdAt_idx" ON "Upload"("createdAt");
