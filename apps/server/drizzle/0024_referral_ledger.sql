CREATE TABLE "referral_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_user_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_attributions" (
	"referred_user_id" text PRIMARY KEY NOT NULL,
	"partner_user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_attributions_not_self" CHECK ("referral_attributions"."referred_user_id" <> "referral_attributions"."partner_user_id")
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"status" text NOT NULL,
	"account_name" text NOT NULL,
	"bsb" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "referral_payouts_amount_positive" CHECK ("referral_payouts"."amount_in_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_payout_events" ADD CONSTRAINT "referral_payout_events_payout_id_referral_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."referral_payouts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_visits_partner_visitor" ON "referral_visits" USING btree ("partner_user_id","visitor_id");
--> statement-breakpoint
CREATE INDEX "referral_attributions_partner_idx" ON "referral_attributions" USING btree ("partner_user_id");
--> statement-breakpoint
CREATE INDEX "referral_payouts_user_idx" ON "referral_payouts" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_payouts_one_open" ON "referral_payouts" USING btree ("user_id") WHERE "referral_payouts"."status" = 'requested';
--> statement-breakpoint
CREATE INDEX "referral_payout_events_payout_idx" ON "referral_payout_events" USING btree ("payout_id","created_at");
