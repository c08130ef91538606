CREATE TYPE "public"."subscription_state" AS ENUM('trialing', 'active', 'past_due', 'unpaid', 'canceled', 'pending', 'expired');--> statement-breakpoint
DROP INDEX "subscriptions_one_live_plan_per_coverage";--> statement-breakpoint
DROP INDEX "subscriptions_one_live_document_purchase";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "state" SET DATA TYPE "public"."subscription_state" USING "state"::"public"."subscription_state";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_plan_per_coverage" ON "subscriptions" USING btree ("user_id","coverage") WHERE "subscriptions"."state" in ('trialing', 'active', 'past_due') and "subscriptions"."coverage" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_document_purchase" ON "subscriptions" USING btree ("user_id","asset_flake_id") WHERE "subscriptions"."product_handle" = 'pay-per-document' and "subscriptions"."state" = 'active';
