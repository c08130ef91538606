CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"operation" text NOT NULL,
	"status" text NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"gateway_key" text NOT NULL,
	"gateway_customer_id" text,
	"payment_method_id" text,
	"gateway_charge_id" text,
	"request_key" text,
	"coupon_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "free_pdf_allowances" (
	"user_id" text NOT NULL,
	"slot" integer NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_pdf_allowances_user_id_slot_pk" PRIMARY KEY("user_id","slot"),
	CONSTRAINT "free_pdf_allowances_slot_in_tier" CHECK ("free_pdf_allowances"."slot" between 1 and 1)
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "stackable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "sale_kind" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "coverage" text GENERATED ALWAYS AS (case product_handle when 'essentials-quarterly' then 'documents' when 'standard-annual-plan-current' then 'documents' when 'legal-advice-plan-quarterly' then 'documents' when 'standard-annual-plan-lawyer' then 'documents' when 'accounting-advice-plan-quarterly' then 'accounting-advice' when 'accounting-advice-plan-annual' then 'accounting-advice' when 'tax-plan-quarterly' then 'tax' when 'tax-plan-annual' then 'tax' when 'business-compliance' then 'compliance' when 'asic-compliance-plan-quarterly' then 'compliance' when 'asic-compliance-plan' then 'compliance' when 'virtual-office-quarterly' then 'virtual-office' when 'virtual-office' then 'virtual-office' when 'acn-annual-plan-unlimited' then 'documents' else null end) STORED;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pdf_allowances" ADD CONSTRAINT "free_pdf_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pdf_allowances" ADD CONSTRAINT "free_pdf_allowances_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_gateway_key" ON "payment_intents" USING btree ("gateway_key");--> statement-breakpoint
CREATE INDEX "payment_intents_unsettled_idx" ON "payment_intents" USING btree ("status") WHERE "payment_intents"."status" in ('pending', 'refund_due');--> statement-breakpoint
CREATE UNIQUE INDEX "free_pdf_allowances_document" ON "free_pdf_allowances" USING btree ("user_id","document_id");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Plans bought twice before the rule existed: the earliest live plan of each coverage (and
-- each document's earliest live purchase) stays; later duplicates end, with an audit row,
-- so support can refund them. Nothing is deleted.
WITH ranked AS (
	SELECT id, user_id, row_number() OVER (PARTITION BY user_id, coverage ORDER BY created_at, id) AS n
	FROM subscriptions
	WHERE state IN ('trialing', 'active', 'past_due') AND coverage IS NOT NULL
	UNION ALL
	SELECT id, user_id, row_number() OVER (PARTITION BY user_id, asset_flake_id ORDER BY created_at, id) AS n
	FROM subscriptions
	WHERE product_handle = 'pay-per-document' AND state = 'active' AND asset_flake_id IS NOT NULL
), duplicates AS (
	UPDATE subscriptions SET state = 'canceled', canceled_at = now(), cancel_at_end_period = false, updated_at = now()
	WHERE id IN (SELECT id FROM ranked WHERE n > 1)
	RETURNING id, user_id
)
INSERT INTO billing_audit (id, user_id, actor_id, action, subscription_id, details, created_at)
SELECT 'dup-' || id, user_id, NULL, 'cancellation', id, '{"reason":"duplicate plan ended when one live plan per coverage became a rule; refund due"}'::jsonb, now()
FROM duplicates;--> statement-breakpoint
-- Free PDFs already taken keep their slot.
INSERT INTO free_pdf_allowances (user_id, slot, document_id, created_at)
SELECT user_id, 1, document_id, created_at FROM (
	SELECT user_id, document_id, created_at, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS n
	FROM document_downloads WHERE basis = 'free-pdf'
) firsts WHERE n = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_plan_per_coverage" ON "subscriptions" USING btree ("user_id","coverage") WHERE "subscriptions"."state" in ('trialing', 'active', 'past_due') and "subscriptions"."coverage" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_document_purchase" ON "subscriptions" USING btree ("user_id","asset_flake_id") WHERE "subscriptions"."product_handle" = 'pay-per-document' and "subscriptions"."state" = 'active';--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_refund_within_amount" CHECK ("sandbox_charges"."refunded_in_cents" >= 0 and "sandbox_charges"."refunded_in_cents" <= "sandbox_charges"."amount_in_cents");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_refund_within_amount" CHECK ("charges"."refunded_in_cents" >= 0 and "charges"."refunded_in_cents" <= "charges"."amount_in_cents");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_within_allowed" CHECK ("coupons"."use_count" >= 0 and ("coupons"."uses_allowed" is null or "coupons"."use_count" <= "coupons"."uses_allowed"));