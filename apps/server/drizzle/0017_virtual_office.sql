CREATE TABLE "virtual_offices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"plan_handle" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"subscription_id" text,
	"authorisation" jsonb,
	"consent_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "virtual_office_mail" (
	"id" text PRIMARY KEY NOT NULL,
	"virtual_office_id" text NOT NULL,
	"sender" text NOT NULL,
	"received_on" text NOT NULL,
	"scan_key" text NOT NULL,
	"scan_name" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "virtual_offices" ADD CONSTRAINT "virtual_offices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "virtual_office_mail" ADD CONSTRAINT "virtual_office_mail_virtual_office_id_virtual_offices_id_fk" FOREIGN KEY ("virtual_office_id") REFERENCES "public"."virtual_offices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_offices_business_unique" ON "virtual_offices" USING btree ("business_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_offices_subscription_unique" ON "virtual_offices" USING btree ("subscription_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_offices_reference_unique" ON "virtual_offices" USING btree ("reference");
--> statement-breakpoint
CREATE INDEX "virtual_offices_user_idx" ON "virtual_offices" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "virtual_office_mail_office_idx" ON "virtual_office_mail" USING btree ("virtual_office_id","received_on");
