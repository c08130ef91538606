CREATE TABLE "company_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"form" jsonb NOT NULL,
	"last_step" text,
	"timeline" jsonb NOT NULL,
	"government_fee" jsonb NOT NULL,
	"service_fee_in_cents" integer NOT NULL,
	"lodgement_reference" text,
	"acn" text,
	"abn" text,
	"business_id" text,
	"decision_reason" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_applications" ADD CONSTRAINT "company_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "company_applications_user_idx" ON "company_applications" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_applications_business_unique" ON "company_applications" USING btree ("business_id");
--> statement-breakpoint
CREATE TABLE "registration_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"form" jsonb NOT NULL,
	"timeline" jsonb NOT NULL,
	"lodgement_reference" text,
	"abn" text,
	"business_id" text,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "registration_applications_user_idx" ON "registration_applications" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "trademark_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trademark_orders" ADD CONSTRAINT "trademark_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "trademark_orders_user_idx" ON "trademark_orders" USING btree ("user_id","created_at");
