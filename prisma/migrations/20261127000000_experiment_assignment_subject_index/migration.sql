-- CreateIndex
CREATE INDEX "ExperimentAssignment_subjectId_idx" ON "ExperimentAssignment"("subjectId");
