/** PostgreSQL's SQLSTATE of a failed query, whether drizzle wrapped the driver's error or not. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row the statement referred to went away meanwhile (e.g. deleted by another request). */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === "23503";
