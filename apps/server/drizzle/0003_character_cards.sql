ALTER TABLE "bots" ADD COLUMN "character_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "alternate_greetings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "system_prompt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "post_history_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "creator_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "card_creator" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "character_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "card_data" jsonb;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "needs_greeting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "definition_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "secondary_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "constant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "selective" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "case_sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "insertion_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "placement" text;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "priority" integer;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "entry_data" jsonb;