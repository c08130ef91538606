CREATE TABLE "registration_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"application_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_applications" ADD COLUMN "payment_status" text DEFAULT 'PendingPayment' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_applications" ADD COLUMN "payment_failure" text;--> statement-breakpoint
ALTER TABLE "company_applications" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_payments" ADD CONSTRAINT "registration_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_payments_application_unique" ON "registration_payments" USING btree ("application_id");
