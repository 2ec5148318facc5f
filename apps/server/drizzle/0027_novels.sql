CREATE TABLE "read_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"font_size" integer DEFAULT 16 NOT NULL,
	"theme" text DEFAULT 'none' NOT NULL,
	"setting_tip_showed" boolean DEFAULT false NOT NULL,
	"rate_showed" boolean DEFAULT false NOT NULL,
	"score_conf" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"chapter" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "story_chapters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bot_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"review_status" text DEFAULT 'approved' NOT NULL,
	"written_for" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_chapters_bot_number" UNIQUE("bot_id","number")
);
--> statement-breakpoint
ALTER TABLE "read_settings" ADD CONSTRAINT "read_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_chapters" ADD CONSTRAINT "story_chapters_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_chapters" ADD CONSTRAINT "story_chapters_written_for_users_id_fk" FOREIGN KEY ("written_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_chapters_review_idx" ON "story_chapters" USING btree ("created_at") WHERE "story_chapters"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "story_chapters_writer_idx" ON "story_chapters" USING btree ("written_for","created_at");