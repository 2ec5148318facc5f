CREATE TABLE "room_characters" (
	"room_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "room_characters_room_id_bot_id_pk" PRIMARY KEY("room_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "room_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 9000001 CACHE 1),
	"room_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"bot_id" bigint,
	"swipes" text[] NOT NULL,
	"swipe_index" integer DEFAULT 0 NOT NULL,
	"swipe_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"mask_id" bigint,
	"custom_memory" text DEFAULT '' NOT NULL,
	"next_seq" integer DEFAULT 0 NOT NULL,
	"replies_since_user" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_characters" ADD CONSTRAINT "room_characters_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_characters" ADD CONSTRAINT "room_characters_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_mask_id_masks_id_fk" FOREIGN KEY ("mask_id") REFERENCES "public"."masks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_characters_bot_idx" ON "room_characters" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_messages_room_seq_idx" ON "room_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE INDEX "rooms_user_recent_idx" ON "rooms" USING btree ("user_id","last_message_at");