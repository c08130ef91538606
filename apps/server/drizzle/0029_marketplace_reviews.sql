CREATE TABLE "marketplace_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"agreed_to_terms_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_reviews_rating_range" CHECK ("marketplace_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_job_id_marketplace_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."marketplace_jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reviews_job" ON "marketplace_reviews" USING btree ("job_id");
--> statement-breakpoint
CREATE INDEX "marketplace_reviews_lawyer_idx" ON "marketplace_reviews" USING btree ("lawyer_id","created_at");
