DROP INDEX "stored_files_uploaded_by_idx";--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by","created_at");