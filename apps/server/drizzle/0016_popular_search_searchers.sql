CREATE TABLE "search_searchers" (
	"query" text NOT NULL,
	"searcher" text NOT NULL,
	CONSTRAINT "search_searchers_query_searcher_pk" PRIMARY KEY("query","searcher")
);
--> statement-breakpoint
ALTER TABLE "search_counts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_counts" ADD COLUMN "hidden_by" bigint;--> statement-breakpoint
ALTER TABLE "search_searchers" ADD CONSTRAINT "search_searchers_query_search_counts_query_fk" FOREIGN KEY ("query") REFERENCES "public"."search_counts"("query") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_counts" ADD CONSTRAINT "search_counts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- data step (hand-written)
-- The old counts added up every submitted search, typos and one person's repeats included, so they
-- cannot tell how many people searched a text: popular searches start again from distinct searchers.
DELETE FROM "search_counts";
