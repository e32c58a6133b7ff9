import type { Cohort } from '@outreach/shared-contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cohortMembers, cohorts } from '../../db/schema.js';

/**
 * What patients and cohorts share: reading and locking cohorts, and the membership rows between the
 * two. Whoever changes the members of more than one cohort in a transaction locks those cohorts first
 * ({@link lockCohorts}), because a trigger updates their member counts. Row-level security limits
 * every statement below to the context's tenant; the filters repeat it.
 */

export const cohortColumns = {
  id: cohorts.id,
  title: cohorts.title,
  tenantId: cohorts.tenantId,
  memberCount: cohorts.memberCount,
  createdAt: cohorts.createdAt,
};

export type CohortRow = { id: number; title: string; tenantId: number; memberCount: number; createdAt: Date };

export function toCohort(row: CohortRow): Cohort {
  return {
    id: row.id,
    title: row.title,
    tenant: row.tenantId,
    patient_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  };
}

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

/** Cohort ids of each patient, ascending. */
export async function cohortIdsOf(
  tx: Db,
  tenantId: number,
  patientIds: readonly number[],
): Promise<Map<number, number[]>> {
  const memberships = new Map<number, number[]>();
  if (patientIds.length === 0) return memberships;
  const rows = await tx
    .select({ patientId: cohortMembers.patientId, cohortId: cohortMembers.cohortId })
    .from(cohortMembers)
    .where(and(eq(cohortMembers.tenantId, tenantId), inArray(cohortMembers.patientId, [...patientIds])))
    .orderBy(asc(cohortMembers.cohortId));
  for (const row of rows) {
    const list = memberships.get(row.patientId) ?? [];
    list.push(row.cohortId);
    memberships.set(row.patientId, list);
  }
  return memberships;
}

/** Puts every patient in every cohort; memberships that exist already stay as they are. */
export async function addMembers(
  tx: Db,
  tenantId: number,
  patientIds: readonly number[],
  cohortIds: readonly number[],
  at: Date,
): Promise<void> {
  if (patientIds.length === 0 || cohortIds.length === 0) return;
  await tx
    .insert(cohortMembers)
    .values(
      cohortIds.flatMap((cohortId) =>
        patientIds.map((patientId) => ({ tenantId, cohortId, patientId, addedAt: at })),
      ),
    )
    .onConflictDoNothing();
}

/**
 * Puts in the cohort every patient the query `patientIds` selects (one column of patient ids; each
 * taken once), in one statement however many; memberships that exist already stay.
 */
export async function addMembersSelected(
  tx: Db,
  tenantId: number,
  cohortId: number,
  patientIds: SQL,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO cohort_members (tenant_id, cohort_id, patient_id, added_at)
    SELECT DISTINCT ${tenantId}::integer, ${cohortId}::bigint, selected.patient_id, ${at}::timestamptz
    FROM (${patientIds}) AS selected (patient_id)
    ON CONFLICT DO NOTHING`);
}

/** Adds the given (cohort, patient) pairs in one statement; pairs that exist already stay. */
export async function addMemberships(
  tx: Db,
  tenantId: number,
  pairs: readonly { cohortId: number; patientId: number }[],
  at: Date,
): Promise<void> {
  if (pairs.length === 0) return;
  await tx
    .insert(cohortMembers)
    .values(pairs.map((pair) => ({ tenantId, ...pair, addedAt: at })))
    .onConflictDoNothing();
}

/** Removes memberships of the patients, from one cohort or (cohortIds undefined) from all. */
export async function removeMembers(
  tx: Db,
  tenantId: number,
  patientIds: readonly number[],
  cohortIds?: readonly number[],
): Promise<void> {
  if (patientIds.length === 0 || cohortIds?.length === 0) return;
  await tx
    .delete(cohortMembers)
    .where(
      and(
        eq(cohortMembers.tenantId, tenantId),
        inArray(cohortMembers.patientId, [...patientIds]),
        cohortIds ? inArray(cohortMembers.cohortId, [...cohortIds]) : undefined,
      ),
    );
}

/** The distinct cohorts the patients belong to (to lock them before changing memberships). */
export async function cohortsOfPatients(
  tx: Db,
  tenantId: number,
  patientIds: readonly number[],
): Promise<number[]> {
  if (patientIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ cohortId: cohortMembers.cohortId })
    .from(cohortMembers)
    .where(and(eq(cohortMembers.tenantId, tenantId), inArray(cohortMembers.patientId, [...patientIds])));
  return rows.map((row) => row.cohortId);
}
