ALTER TABLE "bots" ADD COLUMN "model_scene_id" text;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "sampling" jsonb;