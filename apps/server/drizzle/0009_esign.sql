CREATE TABLE "esign_allowance_uses" (
	"user_id" text NOT NULL,
	"slot" integer NOT NULL,
	"process_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "esign_allowance_uses_user_id_slot_pk" PRIMARY KEY("user_id","slot"),
	CONSTRAINT "esign_allowance_uses_slot_in_tier" CHECK ("esign_allowance_uses"."slot" between 1 and 1)
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"recipient_id" text,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor" text,
	"detail" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "signing_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"value" jsonb
);
--> statement-breakpoint
CREATE TABLE "signing_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"document_id" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"closed_as" text,
	"signing_order" text NOT NULL,
	"message" text,
	"cancel_note" text,
	"expires_at" timestamp with time zone,
	"remind_every_days" integer,
	"original_sha256" text NOT NULL,
	"result_sha256" text,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"verify_by_code" boolean DEFAULT false NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_verified_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"last_reminded_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"signature" jsonb
);
--> statement-breakpoint
ALTER TABLE "esign_allowance_uses" ADD CONSTRAINT "esign_allowance_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_allowance_uses" ADD CONSTRAINT "esign_allowance_uses_process_id_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_process_id_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_fields" ADD CONSTRAINT "signing_fields_process_id_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_fields" ADD CONSTRAINT "signing_fields_recipient_id_signing_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."signing_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_processes" ADD CONSTRAINT "signing_processes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_recipients" ADD CONSTRAINT "signing_recipients_process_id_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_recipients" ADD CONSTRAINT "signing_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esign_allowance_uses_process" ON "esign_allowance_uses" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "signing_events_process_idx" ON "signing_events" USING btree ("process_id","at");--> statement-breakpoint
CREATE INDEX "signing_fields_process_idx" ON "signing_fields" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "signing_processes_owner_idx" ON "signing_processes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_processes_document_idx" ON "signing_processes" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_processes_result_idx" ON "signing_processes" USING btree ("result_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_recipients_token_hash" ON "signing_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_recipients_position" ON "signing_recipients" USING btree ("process_id","position");--> statement-breakpoint
CREATE INDEX "signing_recipients_email_idx" ON "signing_recipients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "signing_recipients_user_idx" ON "signing_recipients" USING btree ("user_id");--> statement-breakpoint
-- The signing audit log is evidence: a row once written is never changed, and is removed
-- only with its process (the cascade runs after the process row is gone, so it passes).
CREATE FUNCTION "signing_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "signing_processes" WHERE "id" = OLD."process_id") THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'signing_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "signing_events_append_only" BEFORE UPDATE OR DELETE ON "signing_events" FOR EACH ROW EXECUTE FUNCTION "signing_events_append_only"();
