ALTER TABLE "rooms" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "summary_through_seq" integer DEFAULT -1 NOT NULL;