import { sql, type SQL } from 'drizzle-orm';

/** Ids as one `bigint[]` parameter, for `= ANY(…)`: one bound value however many ids. */
export function bigintArray(ids: readonly (number | string)[]): SQL {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}

/**
 * Words as one `text[]` parameter. Only for values without commas, quotes, braces or spaces (codes,
 * hex hashes), which an array literal would need quoted.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.join(',')}}`}::text[]`;
}
