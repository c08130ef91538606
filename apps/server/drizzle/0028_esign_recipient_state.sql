ALTER TABLE "signing_recipients" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "signing_recipients" ADD CONSTRAINT "signing_recipients_state_known" CHECK ("signing_recipients"."state" is null or "signing_recipients"."state" in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'CTH'));
