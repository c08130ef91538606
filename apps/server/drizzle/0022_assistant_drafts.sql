ALTER TABLE "ai_threads" ADD COLUMN "document_id" text;--> statement-breakpoint
CREATE INDEX "ai_threads_document_idx" ON "ai_threads" USING btree ("user_id","document_id");--> statement-breakpoint
CREATE TABLE "ai_draft_artifacts" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_title" text NOT NULL,
	"answers" jsonb NOT NULL,
	"html_content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_document_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"document_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"kind" text NOT NULL,
	"findings" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_draft_artifacts" ADD CONSTRAINT "ai_draft_artifacts_thread_id_ai_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."ai_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_draft_artifacts" ADD CONSTRAINT "ai_draft_artifacts_message_id_ai_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ai_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_draft_artifacts" ADD CONSTRAINT "ai_draft_artifacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document_reviews" ADD CONSTRAINT "ai_document_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document_reviews" ADD CONSTRAINT "ai_document_reviews_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document_reviews" ADD CONSTRAINT "ai_document_reviews_thread_id_ai_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."ai_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_draft_artifacts_message_key" ON "ai_draft_artifacts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ai_draft_artifacts_thread_idx" ON "ai_draft_artifacts" USING btree ("thread_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_document_reviews_user_document_key" ON "ai_document_reviews" USING btree ("user_id","document_id");
