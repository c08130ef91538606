CREATE TABLE "team_documents" (
	"document_id" text PRIMARY KEY NOT NULL,
	"team_owner_id" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_document_shares" (
	"document_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "team_document_shares_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "team_documents" ADD CONSTRAINT "team_documents_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_documents" ADD CONSTRAINT "team_documents_team_owner_id_users_id_fk" FOREIGN KEY ("team_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_documents" ADD CONSTRAINT "team_documents_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_document_shares" ADD CONSTRAINT "team_document_shares_document_id_team_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."team_documents"("document_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_document_shares" ADD CONSTRAINT "team_document_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "team_documents_team_owner_idx" ON "team_documents" USING btree ("team_owner_id","created_at");
--> statement-breakpoint
CREATE INDEX "team_document_shares_user_idx" ON "team_document_shares" USING btree ("user_id");
