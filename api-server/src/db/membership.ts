import { exists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { staffMemberships } from './schema.js';

/**
 * True for rows whose tenant (`tenantColumn`) the user belongs to. Row-level security already limits
 * staff queries to their tenants; queries that read by id alone add this as well, so a policy dropped
 * or widened by mistake does not open another tenant's rows.
 */
export function userIsMember(tenantColumn: PgColumn, userId: number): SQL {
  return exists(
    sql`(SELECT 1 FROM ${staffMemberships} WHERE ${staffMemberships.tenantId} = ${tenantColumn}
      AND ${staffMemberships.userId} = ${userId})`,
  );
}
