-- Every change to a session (sign-in, touch, revocation, deletion with its user) is announced on
-- fable_session_changed with the session's token hash, whichever code path made it, so an in-process
-- cache of session lookups drops the entry before anything can read it again.
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fable_session_changed',
    CASE WHEN TG_OP = 'DELETE' THEN OLD."token_hash" ELSE NEW."token_hash" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change"
AFTER INSERT OR UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
