CREATE TABLE "attached_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"business_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"bundle_id" text,
	"kind" text NOT NULL,
	"plan_handle" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"attached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_profiles" (
	"business_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"registered_on" text NOT NULL,
	"business_name_renewal_on" text,
	"registered_office_consent_on_file" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"business_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"due_on" text NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attached_plans" ADD CONSTRAINT "attached_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD CONSTRAINT "compliance_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "attached_plans_one_per_business_kind" ON "attached_plans" USING btree ("business_id","kind") WHERE "attached_plans"."active";
--> statement-breakpoint
CREATE UNIQUE INDEX "attached_plans_one_business_per_subscription" ON "attached_plans" USING btree ("subscription_id") WHERE "attached_plans"."active";
--> statement-breakpoint
CREATE INDEX "attached_plans_user_idx" ON "attached_plans" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_items_business_key" ON "compliance_items" USING btree ("business_id","key");
--> statement-breakpoint
CREATE INDEX "compliance_items_user_idx" ON "compliance_items" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "compliance_items_due_idx" ON "compliance_items" USING btree ("due_on");
