CREATE TABLE "esign_bulk_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"document_id" text NOT NULL,
	"title" text NOT NULL,
	"copies" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_bulk_send_copies" (
	"bulk_send_id" text NOT NULL,
	"line" integer NOT NULL,
	"process_id" text NOT NULL,
	CONSTRAINT "esign_bulk_send_copies_bulk_send_id_line_pk" PRIMARY KEY("bulk_send_id","line")
);
--> statement-breakpoint
CREATE TABLE "esign_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"cursor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "esign_bulk_sends" ADD CONSTRAINT "esign_bulk_sends_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_bulk_send_copies" ADD CONSTRAINT "esign_bulk_send_copies_bulk_send_id_esign_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."esign_bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_bulk_send_copies" ADD CONSTRAINT "esign_bulk_send_copies_process_id_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_webhooks" ADD CONSTRAINT "esign_webhooks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_webhook_deliveries" ADD CONSTRAINT "esign_webhook_deliveries_webhook_id_esign_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."esign_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_bulk_sends_owner_idx" ON "esign_bulk_sends" USING btree ("owner_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_bulk_send_copies_process" ON "esign_bulk_send_copies" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "esign_webhooks_owner_idx" ON "esign_webhooks" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_webhook_deliveries_event" ON "esign_webhook_deliveries" USING btree ("webhook_id","event_id");--> statement-breakpoint
CREATE INDEX "esign_webhook_deliveries_log_idx" ON "esign_webhook_deliveries" USING btree ("webhook_id","created_at");
