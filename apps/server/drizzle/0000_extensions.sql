-- drizzle-kit does not emit CREATE EXTENSION; trigram search needs pg_trgm before any table uses it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
