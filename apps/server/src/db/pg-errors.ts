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

/** A unique index refused the row: another request wrote the same key first. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === "23505";

/** Socket errors of a database connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * The database is away (restarting, failing over, unreachable), as opposed to a statement failing:
 * connection-exception SQL states (class 08), the server shutting down or not yet accepting
 * connections (57P01–57P03), socket errors, and node-postgres's own messages for a cut connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_ERROR_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code)) return true;
    }
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|not queryable|timeout exceeded when trying to connect/.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
