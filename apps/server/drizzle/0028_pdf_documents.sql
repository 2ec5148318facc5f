CREATE TABLE "pdf_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pdf_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"page" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower(text))) STORED
);
--> statement-breakpoint
CREATE TABLE "pdf_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pdf_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bot_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"role" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"page_count" integer,
	"pages_with_text" integer,
	"failure" text,
	"notice" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_chunks" ADD CONSTRAINT "pdf_chunks_document_id_pdf_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pdf_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD CONSTRAINT "pdf_documents_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD CONSTRAINT "pdf_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_chunks_document_ordinal" ON "pdf_chunks" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "pdf_chunks_words" ON "pdf_chunks" USING gin ("words");--> statement-breakpoint
CREATE INDEX "pdf_chunks_text_trgm" ON "pdf_chunks" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_documents_bot_role" ON "pdf_documents" USING btree ("bot_id","role");--> statement-breakpoint
CREATE INDEX "pdf_documents_owner_idx" ON "pdf_documents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "pdf_documents_due_idx" ON "pdf_documents" USING btree ("created_at") WHERE "pdf_documents"."state" in ('queued', 'reading', 'indexing');