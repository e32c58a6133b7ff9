import type { Cohort } from '@outreach/shared-contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cohorts } from '../../db/schema.js';

const cohortColumns = {
  id: cohorts.id,
  title: cohorts.title,
  tenantId: cohorts.tenantId,
  memberCount: cohorts.memberCount,
  createdAt: cohorts.createdAt,
};

type CohortRow = { id: number; title: string; tenantId: number; memberCount: number; createdAt: Date };

function toCohort(row: CohortRow): Cohort {
  return {
    id: row.id,
    title: row.title,
    tenant: row.tenantId,
    patient_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Row-level security limits every statement below to the context's tenant; the filters repeat it. */
export async function listCohorts(tx: Db, tenantId: number): Promise<Cohort[]> {
  const rows = await tx
    .select(cohortColumns)
    .from(cohorts)
    .where(eq(cohorts.tenantId, tenantId))
    .orderBy(asc(sql`lower(${cohorts.title})`), asc(cohorts.id));
  return rows.map(toCohort);
}

export async function findCohort(tx: Db, tenantId: number, id: number): Promise<Cohort | null> {
  const rows = await tx
    .select(cohortColumns)
    .from(cohorts)
    .where(and(eq(cohorts.tenantId, tenantId), eq(cohorts.id, id)));
  return rows[0] ? toCohort(rows[0]) : null;
}

export async function insertCohort(tx: Db, tenantId: number, title: string, at: Date): Promise<Cohort> {
  const rows = await tx.insert(cohorts).values({ tenantId, title, createdAt: at }).returning(cohortColumns);
  if (!rows[0]) throw new Error('Cohort was not created');
  return toCohort(rows[0]);
}

export async function renameCohort(
  tx: Db,
  tenantId: number,
  id: number,
  title: string,
): Promise<Cohort | null> {
  const rows = await tx
    .update(cohorts)
    .set({ title })
    .where(and(eq(cohorts.tenantId, tenantId), eq(cohorts.id, id)))
    .returning(cohortColumns);
  return rows[0] ? toCohort(rows[0]) : null;
}

/** Members go with the cohort (ON DELETE CASCADE); the patients stay. */
export async function deleteCohortRow(tx: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(cohorts)
    .where(and(eq(cohorts.tenantId, tenantId), eq(cohorts.id, id)))
    .returning({ id: cohorts.id });
  return rows.length > 0;
}

/**
 * Locks cohorts in id order and returns the ids that exist. Every writer that changes the members
 * of several cohorts calls this first, so two writers always queue in the same order.
 */
export async function lockCohorts(tx: Db, tenantId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(eq(cohorts.tenantId, tenantId), inArray(cohorts.id, [...ids])))
    .orderBy(asc(cohorts.id))
    .for('no key update');
  return rows.map((row) => row.id);
}
