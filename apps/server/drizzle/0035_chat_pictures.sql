CREATE TABLE "chat_backgrounds" (
	"user_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_backgrounds_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "chat_pictures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1),
	"user_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"dialogue_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"picture_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source" text NOT NULL,
	"request" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"unlocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_backgrounds" ADD CONSTRAINT "chat_backgrounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_backgrounds" ADD CONSTRAINT "chat_backgrounds_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pictures" ADD CONSTRAINT "chat_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pictures" ADD CONSTRAINT "chat_pictures_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pictures" ADD CONSTRAINT "chat_pictures_dialogue_id_dialogues_id_fk" FOREIGN KEY ("dialogue_id") REFERENCES "public"."dialogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pictures" ADD CONSTRAINT "chat_pictures_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_pictures_gallery_idx" ON "chat_pictures" USING btree ("user_id","bot_id","id");--> statement-breakpoint
CREATE INDEX "chat_pictures_dialogue_idx" ON "chat_pictures" USING btree ("dialogue_id");--> statement-breakpoint
CREATE INDEX "chat_pictures_message_idx" ON "chat_pictures" USING btree ("message_id");