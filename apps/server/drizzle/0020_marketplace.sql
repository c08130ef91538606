CREATE TABLE "marketplace_briefs" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"area_of_law" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"budget_min_cents" integer NOT NULL,
	"budget_max_cents" integer NOT NULL,
	"urgency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"brief_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"scope" text NOT NULL,
	"timeline_days" integer NOT NULL,
	"total_estimate_cents" integer NOT NULL,
	"disbursements" text NOT NULL,
	"client_rights" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"brief_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"status" text NOT NULL,
	"history" jsonb NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"fee_in_cents" integer NOT NULL,
	"net_in_cents" integer NOT NULL,
	"gateway_charge_id" text NOT NULL,
	"payout_status" text NOT NULL,
	"refunded_in_cents" integer DEFAULT 0 NOT NULL,
	"lawyer_done_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"brief_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"masked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_thread_reads" (
	"brief_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_briefs" ADD CONSTRAINT "marketplace_briefs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_quotes" ADD CONSTRAINT "marketplace_quotes_brief_id_marketplace_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."marketplace_briefs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_quotes" ADD CONSTRAINT "marketplace_quotes_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_jobs" ADD CONSTRAINT "marketplace_jobs_brief_id_marketplace_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."marketplace_briefs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_jobs" ADD CONSTRAINT "marketplace_jobs_quote_id_marketplace_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."marketplace_quotes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_jobs" ADD CONSTRAINT "marketplace_jobs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_jobs" ADD CONSTRAINT "marketplace_jobs_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_brief_id_marketplace_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."marketplace_briefs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_thread_reads" ADD CONSTRAINT "marketplace_thread_reads_brief_id_marketplace_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."marketplace_briefs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_thread_reads" ADD CONSTRAINT "marketplace_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_briefs_customer_idx" ON "marketplace_briefs" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE INDEX "marketplace_briefs_status_idx" ON "marketplace_briefs" USING btree ("status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_quotes_brief_lawyer" ON "marketplace_quotes" USING btree ("brief_id","lawyer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_quotes_one_accepted" ON "marketplace_quotes" USING btree ("brief_id") WHERE status = 'ACCEPTED';
--> statement-breakpoint
CREATE INDEX "marketplace_quotes_lawyer_idx" ON "marketplace_quotes" USING btree ("lawyer_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_jobs_brief" ON "marketplace_jobs" USING btree ("brief_id");
--> statement-breakpoint
CREATE INDEX "marketplace_jobs_lawyer_idx" ON "marketplace_jobs" USING btree ("lawyer_id","created_at");
--> statement-breakpoint
CREATE INDEX "marketplace_jobs_customer_idx" ON "marketplace_jobs" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE INDEX "marketplace_messages_thread_idx" ON "marketplace_messages" USING btree ("brief_id","lawyer_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_thread_reads_key" ON "marketplace_thread_reads" USING btree ("brief_id","lawyer_id","user_id");
