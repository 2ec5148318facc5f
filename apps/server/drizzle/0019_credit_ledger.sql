CREATE TABLE "credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"grant_id" bigint,
	"expires_at" timestamp with time zone,
	"reason" text NOT NULL,
	"operation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_shape" CHECK (("credit_ledger"."kind" = 'grant' and "credit_ledger"."amount" > 0 and "credit_ledger"."expires_at" is not null and "credit_ledger"."grant_id" is null)
        or ("credit_ledger"."kind" = 'spend' and "credit_ledger"."amount" < 0 and "credit_ledger"."grant_id" is not null)
        or ("credit_ledger"."kind" = 'refund' and "credit_ledger"."amount" > 0 and "credit_ledger"."grant_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_operation_idx" ON "credit_ledger" USING btree ("user_id","operation",coalesce("grant_id", 0));--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_grant_idx" ON "credit_ledger" USING btree ("grant_id");