-- Changes to what a chat turn reads before it asks the model (its dialogue, the account, the persona,
-- the bot) are announced on fable_turn_changed, whichever code path made them, so an in-process cache
-- of turn contexts is never behind the database (modules/chat/turn-context-cache.ts).
--
-- A dialogue changes on every message (next_seq, last_message_at, history_revision, the summary), so
-- its announcement carries the new row when it fits a notification: the cache takes it instead of
-- reading the row again. Only a session that listens is told: on PostgreSQL no pooled connection
-- listens, and the triggers return before building a payload nobody would read.
CREATE FUNCTION "announce_turn_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_listening_channels() AS channel WHERE channel = 'fable_turn_changed') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    payload := TG_ARGV[0] || OLD."id";
  ELSIF TG_ARGV[0] = 'd' THEN
    payload := 'd' || NEW."id" || ':' || row_to_json(NEW)::text;
    -- A notification holds at most 8000 bytes; a larger row is announced by id and read again.
    IF octet_length(payload) > 7900 THEN
      payload := 'd' || NEW."id";
    END IF;
  ELSE
    payload := TG_ARGV[0] || NEW."id";
  END IF;
  PERFORM pg_notify('fable_turn_changed', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dialogues_announce_turn_change"
AFTER UPDATE OR DELETE ON "dialogues"
FOR EACH ROW EXECUTE FUNCTION "announce_turn_change"('d');
--> statement-breakpoint
CREATE TRIGGER "users_announce_turn_change"
AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_turn_change"('u');
--> statement-breakpoint
CREATE TRIGGER "masks_announce_turn_change"
AFTER UPDATE OR DELETE ON "masks"
FOR EACH ROW EXECUTE FUNCTION "announce_turn_change"('m');
--> statement-breakpoint
CREATE TRIGGER "bots_announce_turn_change"
AFTER UPDATE OR DELETE ON "bots"
FOR EACH ROW EXECUTE FUNCTION "announce_turn_change"('b');
