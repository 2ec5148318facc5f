CREATE TABLE "model_usage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"dialogue_id" bigint,
	"scene_id" text NOT NULL,
	"model" text NOT NULL,
	"kind" text NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "model_usage_user_idx" ON "model_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "model_usage_scene_idx" ON "model_usage" USING btree ("scene_id","created_at");