CREATE TABLE "customer_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_template_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"number" integer NOT NULL,
	"action" text NOT NULL,
	"content" jsonb NOT NULL,
	"library_template_id" text NOT NULL,
	"template_snapshot" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"document_id" text,
	"restored_from" integer,
	"actor_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_template_entries_action_known" CHECK ("customer_template_entries"."action" in ('CLONE', 'CREATE', 'RESTORE', 'UPDATE'))
);
--> statement-breakpoint
ALTER TABLE "customer_templates" ADD CONSTRAINT "customer_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_template_entries" ADD CONSTRAINT "customer_template_entries_template_id_customer_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."customer_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_template_entries" ADD CONSTRAINT "customer_template_entries_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_template_entries" ADD CONSTRAINT "customer_template_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_templates_owner_name_key" ON "customer_templates" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_template_entries_template_number_key" ON "customer_template_entries" USING btree ("template_id","number");--> statement-breakpoint
CREATE INDEX "customer_template_entries_document_idx" ON "customer_template_entries" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "customer_template_entries_actor_idx" ON "customer_template_entries" USING btree ("actor_id");
