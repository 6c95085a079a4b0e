DROP INDEX "rag_documents_created_idx";--> statement-breakpoint
DROP INDEX "rag_documents_department_idx";--> statement-breakpoint
CREATE INDEX "tickets_responsible_status_idx" ON "tickets" USING btree ("responsible_id","status");--> statement-breakpoint
CREATE INDEX "rag_documents_created_idx" ON "rag_documents" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rag_documents_department_idx" ON "rag_documents" USING btree ("department_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);