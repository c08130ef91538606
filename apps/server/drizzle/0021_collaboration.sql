CREATE TABLE "document_live_states" (
	"document_id" text PRIMARY KEY NOT NULL,
	"state" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_live_states" ADD CONSTRAINT "document_live_states_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;
