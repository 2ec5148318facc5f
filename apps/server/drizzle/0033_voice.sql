CREATE TABLE "bot_voice_settings" (
	"user_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"auto_play" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_voice_settings_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "speech_clips" (
	"key" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"voice" text NOT NULL,
	"rate" text NOT NULL,
	"parts" jsonb NOT NULL,
	"pack_id" bigint,
	"storage_key" text,
	"content_type" text,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synthesised_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_packs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voice_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'training' NOT NULL,
	"failure" text,
	"warning" text,
	"method" text DEFAULT 'approximation' NOT NULL,
	"samples" jsonb NOT NULL,
	"total_seconds" real DEFAULT 0 NOT NULL,
	"analysis" jsonb,
	"variant" jsonb,
	"provider_voice_id" text,
	"preview_clip" text,
	"right_kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_training_rights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voice_training_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"pack_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "speech_actions" text DEFAULT 'skip' NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_voice_settings" ADD CONSTRAINT "bot_voice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_voice_settings" ADD CONSTRAINT "bot_voice_settings_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_packs" ADD CONSTRAINT "voice_packs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_training_rights" ADD CONSTRAINT "voice_training_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_clips_pack_idx" ON "speech_clips" USING btree ("pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_packs_owner_name" ON "voice_packs" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "voice_packs_due_idx" ON "voice_packs" USING btree ("created_at") WHERE "voice_packs"."state" = 'training';--> statement-breakpoint
CREATE UNIQUE INDEX "voice_training_rights_pack" ON "voice_training_rights" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "voice_training_rights_user_idx" ON "voice_training_rights" USING btree ("user_id","created_at");