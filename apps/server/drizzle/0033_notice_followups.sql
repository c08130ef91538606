ALTER TABLE "workflow_steps" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD COLUMN "reminded_on" text;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_steps_assignee_idx" ON "workflow_steps" USING btree ("assignee_id");
