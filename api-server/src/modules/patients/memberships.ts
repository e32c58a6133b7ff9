import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cohortMembers } from '../../db/schema.js';

/**
 * Cohort membership rows. Whoever changes the members of more than one cohort in a transaction locks
 * those cohorts first (cohorts/repository.ts lockCohorts), because a trigger updates their counts.
 */

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
