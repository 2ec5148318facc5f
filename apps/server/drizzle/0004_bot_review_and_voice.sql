ALTER TABLE "bots" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "review_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "supplemental_info" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "dialogue_style" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "mantra" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "voice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "speech_rate" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "image_style" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "hide_image_description" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bots_review_queue_idx" ON "bots" USING btree ("review_submitted_at") WHERE "bots"."review_status" = 'pending';