import type { Cohort } from '@outreach/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cohorts } from '../../db/schema.js';
import { cohortColumns, toCohort } from '../cohortMembership/repository.js';

/**
 * Writes of cohort rows, limited to the context's tenant by row-level security and by the filters
 * alike. Reads and locks, which patients and imports use too, are in cohortMembership/repository.ts.
 */
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
