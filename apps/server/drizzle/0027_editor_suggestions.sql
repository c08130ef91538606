CREATE TABLE "document_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"author_id" text,
	"operation" text NOT NULL,
	"anchor" text NOT NULL,
	"original" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"resolved_by_id" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_suggestions_status_known" CHECK ("document_suggestions"."status" in ('ACCEPTED', 'PENDING', 'REJECTED')),
	CONSTRAINT "document_suggestions_operation_known" CHECK ("document_suggestions"."operation" in ('DELETE', 'INSERT', 'REPLACE'))
);
--> statement-breakpoint
ALTER TABLE "document_suggestions" ADD CONSTRAINT "document_suggestions_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_suggestions" ADD CONSTRAINT "document_suggestions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_suggestions" ADD CONSTRAINT "document_suggestions_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_suggestions_document_idx" ON "document_suggestions" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_suggestions_author_idx" ON "document_suggestions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "document_suggestions_resolved_by_idx" ON "document_suggestions" USING btree ("resolved_by_id");
