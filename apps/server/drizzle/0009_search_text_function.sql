-- Generated columns may only call immutable functions, and array_to_string is only stable; for a
-- text[] it depends on nothing but its input, so this wrapper may say so. bots.search_text uses it.
CREATE FUNCTION "fable_tags_text"(text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
