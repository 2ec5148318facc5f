ALTER TABLE "chat_messages" ADD COLUMN "swipe_info" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "model_usage" ADD COLUMN "message_id" bigint;--> statement-breakpoint
CREATE INDEX "model_usage_message_idx" ON "model_usage" USING btree ("message_id");