CREATE TABLE "advisors" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"photo_url" text,
	"practice_areas" jsonb NOT NULL,
	"admission_state" text NOT NULL,
	"admission_year" integer NOT NULL,
	"certificate_number" text,
	"languages" jsonb NOT NULL,
	"phone" text NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"length_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 0 NOT NULL,
	"daily_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"status" text NOT NULL,
	"media" text NOT NULL,
	"topic" text NOT NULL,
	"question" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"customer_time_zone" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"notes_shared_at" timestamp with time zone,
	"change_reason" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "advisors_email" ON "advisors" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX "advisors_kind_idx" ON "advisors" USING btree ("kind","active");
--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_advisor_start" ON "consultations" USING btree ("advisor_id","start_at") WHERE status in ('APPROVED', 'PENDING', 'PLACEHOLDER', 'RESERVED');
--> statement-breakpoint
CREATE INDEX "consultations_customer_idx" ON "consultations" USING btree ("customer_id","start_at");
--> statement-breakpoint
CREATE INDEX "consultations_advisor_idx" ON "consultations" USING btree ("advisor_id","start_at");
