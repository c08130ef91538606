-- A number per customer that every write to what the subscriptions read shows moves on, so
-- a read can keep its rows in memory and check one small row instead of reading them all.
-- Kept by triggers, so no writer, present or future, can forget it; statement triggers, so
-- a batch of renewals costs one upsert per customer, not one per row. Embedded PGlite has one
-- process and one session, which sets clausewell.billing_notify: there the change is also
-- announced (NOTIFY, delivered to that session at commit) and reads need not check at all.
-- PostgreSQL serialises commits that notify, so there the readers check the row instead.
CREATE TABLE "billing_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "billing_versions_bump_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- In key order, so two statements touching the same customers cannot deadlock.
	INSERT INTO "billing_versions" AS v ("user_id")
		SELECT DISTINCT "user_id" FROM new_rows ORDER BY "user_id"
		ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
	IF current_setting('clausewell.billing_notify', true) = 'on' THEN
		PERFORM pg_notify('billing_versions', u."user_id") FROM (SELECT DISTINCT "user_id" FROM new_rows) AS u;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "billing_versions_bump_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "billing_versions" AS v ("user_id")
		SELECT DISTINCT "user_id" FROM old_rows ORDER BY "user_id"
		ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
	IF current_setting('clausewell.billing_notify', true) = 'on' THEN
		PERFORM pg_notify('billing_versions', u."user_id") FROM (SELECT DISTINCT "user_id" FROM old_rows) AS u;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "billing_versions_bump_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "billing_versions" AS v ("user_id")
		SELECT "user_id" FROM (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows) AS u
		ORDER BY "user_id"
		ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
	IF current_setting('clausewell.billing_notify', true) = 'on' THEN
		PERFORM pg_notify('billing_versions', u."user_id")
			FROM (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows) AS u;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Coupons are shared: one row, '*', for all customers. Counting a redemption changes nothing
-- a customer's read shows, so use_count alone does not move it (nor serialise purchases).
CREATE FUNCTION "billing_versions_bump_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "billing_versions" AS v ("user_id") VALUES ('*')
		ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
	IF current_setting('clausewell.billing_notify', true) = 'on' THEN
		PERFORM pg_notify('billing_versions', '*');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_version_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_new"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_version_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_both"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_version_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_old"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_new"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_both"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_old"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_version_insert" AFTER INSERT ON "payment_methods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_new"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_version_update" AFTER UPDATE ON "payment_methods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_both"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_version_delete" AFTER DELETE ON "payment_methods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_old"();
--> statement-breakpoint
CREATE TRIGGER "bundles_version_insert" AFTER INSERT ON "bundles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_new"();
--> statement-breakpoint
CREATE TRIGGER "bundles_version_update" AFTER UPDATE ON "bundles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_both"();
--> statement-breakpoint
CREATE TRIGGER "bundles_version_delete" AFTER DELETE ON "bundles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_old"();
--> statement-breakpoint
CREATE TRIGGER "coupons_version" AFTER INSERT OR DELETE OR UPDATE OF "code", "discount_type", "amount_in_cents", "percentage", "product_handles", "scope", "stackable", "recurring", "duration", "uses_allowed", "starts_at", "ends_at", "sale_kind" ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_all"();
