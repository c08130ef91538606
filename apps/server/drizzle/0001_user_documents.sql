CREATE TABLE "user_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_snapshot" jsonb NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_documents_owner_idx" ON "user_documents" USING btree ("owner_id","updated_at");