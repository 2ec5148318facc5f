-- pgvector is an optional extra (docs/decisions/0030-pdf-reading-and-retrieval.md): created only where the
-- server has it, and a role not allowed to create it leaves PDF retrieval on its portable path.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pgvector not installed: %', SQLERRM;
END $$;
