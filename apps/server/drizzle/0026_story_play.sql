CREATE TABLE "story_ratings" (
	"user_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"chapter" integer NOT NULL,
	"dialogue_id" bigint,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_ratings_user_id_bot_id_chapter_pk" PRIMARY KEY("user_id","bot_id","chapter")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "story_turns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dialogues" ADD COLUMN "story_chapter" integer;--> statement-breakpoint
ALTER TABLE "story_ratings" ADD CONSTRAINT "story_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_ratings" ADD CONSTRAINT "story_ratings_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_ratings" ADD CONSTRAINT "story_ratings_dialogue_id_dialogues_id_fk" FOREIGN KEY ("dialogue_id") REFERENCES "public"."dialogues"("id") ON DELETE set null ON UPDATE no action;