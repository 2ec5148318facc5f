ALTER TABLE "dialogues" ADD COLUMN "history_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a message counts once against its dialogue, whichever code path made it, so an
-- in-process cache of recent messages can check itself with the dialogue row it reads anyway.
CREATE FUNCTION "count_history_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dialogues" SET "history_revision" = "history_revision" + 1
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."dialogue_id" ELSE NEW."dialogue_id" END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chat_messages_count_history_change"
AFTER INSERT OR UPDATE OR DELETE ON "chat_messages"
FOR EACH ROW EXECUTE FUNCTION "count_history_change"();
