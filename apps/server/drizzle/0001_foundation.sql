CREATE TABLE "bot_categories" (
	"bot_id" bigint NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_categories_bot_id_category_id_pk" PRIMARY KEY("bot_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"slug" text,
	"creator_id" bigint NOT NULL,
	"bot_type" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"greeting" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"scenario" text DEFAULT '' NOT NULL,
	"personality" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"example_dialogue" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text,
	"age" integer,
	"visibility" text DEFAULT 'public' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"hand_picked" boolean DEFAULT false NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"story" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bots_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_zh" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lore_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lore_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bot_id" bigint NOT NULL,
	"keywords" text[] NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"tag_name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "activity_bots" (
	"activity_id" integer NOT NULL,
	"bot_id" bigint NOT NULL,
	CONSTRAINT "activity_bots_activity_id_bot_id_pk" PRIMARY KEY("activity_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1),
	"slug" text,
	"user_name" text NOT NULL,
	"email" text,
	"avatar" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"gender" text,
	"user_type" text DEFAULT 'user' NOT NULL,
	"vip_enum" text DEFAULT 'FREE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_slug_unique" UNIQUE("slug"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_categories" ADD CONSTRAINT "bot_categories_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_categories" ADD CONSTRAINT "bot_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD CONSTRAINT "lore_entries_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bots" ADD CONSTRAINT "activity_bots_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_bots" ADD CONSTRAINT "activity_bots_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_categories_category_idx" ON "bot_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "bots_creator_idx" ON "bots" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "bots_public_type_idx" ON "bots" USING btree ("visibility","bot_type");--> statement-breakpoint
CREATE INDEX "bots_name_trgm" ON "bots" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lore_entries_bot_idx" ON "lore_entries" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "activity_bots_bot_idx" ON "activity_bots" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "users_user_name_trgm" ON "users" USING gin ("user_name" gin_trgm_ops);