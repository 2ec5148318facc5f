CREATE TABLE "ad_bot_unlocks" (
	"user_id" bigint NOT NULL,
	"bot_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_bot_unlocks_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "ad_watches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"bot_id" bigint,
	"started_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "ads_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_bot_unlocks" ADD CONSTRAINT "ad_bot_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bot_unlocks" ADD CONSTRAINT "ad_bot_unlocks_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_watches" ADD CONSTRAINT "ad_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_watches" ADD CONSTRAINT "ad_watches_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_watches_user_started" ON "ad_watches" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "ad_watches_user_rewarded" ON "ad_watches" USING btree ("user_id","rewarded_at");