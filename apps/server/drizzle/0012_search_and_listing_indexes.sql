DROP INDEX "bots_name_trgm";--> statement-breakpoint
DROP INDEX "bots_search_text_trgm";--> statement-breakpoint
DROP INDEX "bots_search_text_fts";--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "search_names" text GENERATED ALWAYS AS (lower(name || ' ' || character_name || ' ' || fable_tags_text(tags))) STORED;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(name), '[[:punct:][:space:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "character_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(character_name), '[[:punct:][:space:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower(name || ' ' || character_name || ' ' || intro || ' ' || fable_tags_text(tags)))) STORED;--> statement-breakpoint
CREATE INDEX "bots_listed_names_trgm" ON "bots" USING gin ("search_names" gin_trgm_ops) WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_words" ON "bots" USING gin ("search_words") WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_text_trgm" ON "bots" USING gin ("search_text" gin_trgm_ops) WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_popular" ON "bots" USING btree ("chats" DESC NULLS FIRST,"likes" DESC NULLS FIRST,"id") WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_liked" ON "bots" USING btree ("likes" DESC NULLS FIRST,"chats" DESC NULLS FIRST,"id") WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_name_key" ON "bots" USING btree ("name_key") WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_character_key" ON "bots" USING btree ("character_key") WHERE visibility = 'public' and review_status = 'approved';--> statement-breakpoint
CREATE INDEX "bots_listed_newest" ON "bots" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public' and review_status = 'approved';