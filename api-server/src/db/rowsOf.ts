/**
 * The rows of a raw `execute` result. node-postgres and PGlite both answer `{ rows }`, but drizzle
 * types the result per driver, so code written for both reads it through here.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
