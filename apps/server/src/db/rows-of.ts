/** The rows of a raw `execute`: PGlite answers `{ rows }`, node-postgres a result whose `rows` holds them too. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
