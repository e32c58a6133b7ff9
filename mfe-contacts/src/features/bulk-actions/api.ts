import { callRoute } from '@outreach/shared-ui';
import type { RouteBody, Routes } from '@outreach/shared-contracts/core';

export type BulkChanges = RouteBody<Routes['bulkEditPatients']>['data'];

/** Ids in ascending order: the same selection always sends the same request. */
function sorted(ids: Iterable<number>): number[] {
  return [...ids].sort((a, b) => a - b);
}

export async function bulkEditPatients(ids: Iterable<number>, data: BulkChanges): Promise<number> {
  return (await callRoute('bulkEditPatients', { body: { ids: sorted(ids), data } })).count;
}

export async function bulkDeletePatients(ids: Iterable<number>): Promise<number> {
  return (await callRoute('bulkDeletePatients', { body: { ids: sorted(ids) } })).count;
}
