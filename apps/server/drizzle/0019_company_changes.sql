CREATE TABLE "company_registers" (
	"business_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"register" jsonb NOT NULL,
	"registered_on" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"business_id" text NOT NULL,
	"review_id" text,
	"status" text NOT NULL,
	"types" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"effective_date" text,
	"price_cents" integer NOT NULL,
	"charge_id" text,
	"payment_failure" text,
	"lodgement_reference" text,
	"rejection_reason" text,
	"register_before" jsonb,
	"register_after" jsonb,
	"paid_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"business_id" text NOT NULL,
	"review_date" text NOT NULL,
	"status" text NOT NULL,
	"solvency_resolved_on" text,
	"solvency_resolved_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_registers" ADD CONSTRAINT "company_registers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_registers" ADD CONSTRAINT "company_registers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "company_changes_user_idx" ON "company_changes" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "company_changes_business_idx" ON "company_changes" USING btree ("business_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_business_date" ON "company_reviews" USING btree ("business_id","review_date");
