CREATE TABLE "image_pack_pictures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_pack_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pack_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	"stored_key" text,
	"user_caption" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hash" text,
	"usable" boolean,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_packs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"ratio" text NOT NULL,
	"state" text DEFAULT 'training' NOT NULL,
	"failure" text,
	"right_kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_training_rights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_training_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"pack_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "image_pack_id" bigint;--> statement-breakpoint
ALTER TABLE "image_pack_pictures" ADD CONSTRAINT "image_pack_pictures_pack_id_image_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."image_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_packs" ADD CONSTRAINT "image_packs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_training_rights" ADD CONSTRAINT "image_training_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_pack_pictures_pack_idx" ON "image_pack_pictures" USING btree ("pack_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "image_packs_owner_name" ON "image_packs" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "image_packs_due_idx" ON "image_packs" USING btree ("created_at") WHERE "image_packs"."state" = 'training';--> statement-breakpoint
CREATE UNIQUE INDEX "image_training_rights_pack" ON "image_training_rights" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "image_training_rights_user_idx" ON "image_training_rights" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_image_pack_id_image_packs_id_fk" FOREIGN KEY ("image_pack_id") REFERENCES "public"."image_packs"("id") ON DELETE set null ON UPDATE no action;