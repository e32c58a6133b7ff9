import { sql } from 'drizzle-orm';

/** A staff member's display name: first and last name, else the username. */
export const staffName = (alias: string) =>
  sql.raw(`coalesce(nullif(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`);
