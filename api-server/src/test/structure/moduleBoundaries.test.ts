import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importGraph, type ImportEdge } from './importGraph.js';

/**
 * Patients and cohorts share their cohort reads, locks and membership rows through
 * `modules/cohortMembership`. Cohorts may use patients (a cohort's page of members is a patient
 * list); patients never use cohorts, so the two never depend on each other both ways. Campaigns
 * check a touchpoint's template origins through the template library's service; the library learns
 * where a template is used from a lookup the app hands it, never by importing campaigns.
 */
const rules: { name: string; from: string; forbidden: string[] }[] = [
  { name: 'patients do not import cohorts', from: 'modules/patients/', forbidden: ['modules/cohorts/'] },
  {
    name: 'the template library does not import campaigns (it is handed the usage lookup)',
    from: 'modules/templates/',
    forbidden: ['modules/campaigns/'],
  },
  {
    name: 'cohortMembership imports neither patients nor cohorts',
    from: 'modules/cohortMembership/',
    forbidden: ['modules/patients/', 'modules/cohorts/'],
  },
];

function crossing(edges: readonly ImportEdge[], rule: (typeof rules)[number]): string[] {
  return edges
    .filter((edge) => edge.from.startsWith(rule.from) && rule.forbidden.some((to) => edge.to.startsWith(to)))
    .map((edge) => `${edge.from} imports ${edge.to}`);
}

void describe('module boundaries', () => {
  const edges = importGraph();

  void it('reads the imports of every file, type-only ones included', () => {
    const has = (from: string, to: string) => edges.some((edge) => edge.from === from && edge.to === to);
    assert.ok(has('modules/patients/service.ts', 'modules/cohortMembership/repository.ts'));
    assert.ok(has('modules/cohorts/service.ts', 'modules/patients/listing.ts'));
    assert.ok(has('modules/patients/import/deps.ts', 'tenancy/tenantScope.ts'));
  });

  for (const rule of rules) {
    void it(rule.name, () => {
      assert.deepEqual(crossing(edges, rule), []);
    });
  }
});
