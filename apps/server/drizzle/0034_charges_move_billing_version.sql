-- A refund raises a charge's refunded amount, which the invoice list shows: the customer's
-- billing version moves with it, so no instance keeps showing the list from before.
CREATE TRIGGER "charges_version_update" AFTER UPDATE ON "charges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_versions_bump_both"();
