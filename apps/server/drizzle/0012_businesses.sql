CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"abn" text NOT NULL,
	"acn" text,
	"entity_name" text NOT NULL,
	"business_structure" text NOT NULL,
	"entity_status" text NOT NULL,
	"state_code" text NOT NULL,
	"postcode" text NOT NULL,
	"business_names" jsonb NOT NULL,
	"gst_registered_from" text,
	"registration_kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_abn_unique" ON "businesses" USING btree ("abn");--> statement-breakpoint
CREATE INDEX "businesses_user_idx" ON "businesses" USING btree ("user_id","created_at");
