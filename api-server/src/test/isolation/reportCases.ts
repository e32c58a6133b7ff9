import assert from 'node:assert/strict';
import type { IsolationCases } from './cases.js';

type ReportRoute =
  | 'listCampaignReports'
  | 'getCampaignMetrics'
  | 'getCampaignOverview'
  | 'getFunnelReport'
  | 'getAnswerReport'
  | 'listPatientsToActOn'
  | 'createCohortFromReport'
  | 'listSavedReports'
  | 'createSavedReport'
  | 'deleteSavedReport'
  | 'getReportTouchpoints'
  | 'listReportExports'
  | 'createReportExport'
  | 'getReportExport'
  | 'downloadReportExport';

const id = (value: number) => String(value);

/** Reports: B's campaigns, touchpoints and patients are not A's to count, list or make a cohort of. */
export const reportIsolationCases: Pick<IsolationCases, ReportRoute> = {
  listCampaignReports: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      {
        label: 'lists only A’s campaigns',
        expect: 'own-data',
        query: {},
        check(answer) {
          const ids = answer.results.map((row) => row.campaign_id);
          assert.ok(ids.includes(own.campaign.id));
          assert.ok(!ids.includes(foreign.campaign.id));
        },
      },
      {
        label: 'a search for B’s campaign finds nothing',
        expect: 'own-data',
        query: { search: foreign.campaign.name },
        check(answer) {
          assert.deepEqual(answer.results, []);
        },
      },
    ],
  },
  getCampaignMetrics: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', params: { id: id(foreign.campaign.id) } },
    ],
  },
  getCampaignOverview: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', params: { id: id(foreign.campaign.id) } },
    ],
  },
  getFunnelReport: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', query: { campaign_id: id(foreign.campaign.id) } },
      {
        label: 'A’s campaign with B’s touchpoint',
        expect: 'not-found',
        query: { campaign_id: id(own.campaign.id), touchpoint_id: id(foreign.touchpoint.id) },
      },
    ],
  },
  getAnswerReport: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', query: { campaign_id: id(foreign.campaign.id) } },
      {
        label: 'A’s campaign with B’s touchpoint',
        expect: 'not-found',
        query: { campaign_id: id(own.campaign.id), touchpoint_id: id(foreign.touchpoint.id) },
      },
      {
        label: 'A’s campaign answers with A’s questions only',
        expect: 'own-data',
        query: { campaign_id: id(own.campaign.id) },
        check(answer) {
          assert.ok(answer.questions.every((question) => question.touchpoint_id !== foreign.touchpoint.id));
        },
      },
    ],
  },
  listPatientsToActOn: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s campaign',
        expect: 'not-found',
        query: { campaign_id: id(foreign.campaign.id), step: 'verified' },
      },
      {
        label: 'A’s campaign with B’s touchpoint',
        expect: 'not-found',
        query: { campaign_id: id(own.campaign.id), touchpoint_id: id(foreign.touchpoint.id), step: 'opened' },
      },
    ],
  },
  createCohortFromReport: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'a cohort of B’s campaign’s patients',
        expect: 'not-found',
        body: { report: { campaign_id: foreign.campaign.id, step: 'opened' }, title: 'Their patients' },
      },
      {
        label: 'a cohort of A’s campaign through B’s touchpoint',
        expect: 'not-found',
        body: {
          report: { campaign_id: own.campaign.id, touchpoint_id: foreign.touchpoint.id, step: 'opened' },
          title: 'Their touchpoint',
        },
      },
    ],
  },
  listSavedReports: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'lists only A’s saved reports',
        expect: 'own-data',
        query: {},
        check(answer) {
          assert.deepEqual(answer.results, []);
        },
      },
    ],
  },
  createSavedReport: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'a report of B’s campaign',
        expect: 'not-found',
        body: { name: 'Their report', campaign_id: foreign.campaign.id },
      },
      {
        label: 'a report of A’s campaign through B’s touchpoint',
        expect: 'not-found',
        body: {
          name: 'Their touchpoint',
          campaign_id: own.campaign.id,
          touchpoint_id: foreign.touchpoint.id,
        },
      },
    ],
  },
  deleteSavedReport: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'an id of B’s (its campaign’s)',
        expect: 'not-found',
        params: { id: id(foreign.campaign.id) },
      },
    ],
  },
  getReportTouchpoints: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', params: { id: id(foreign.campaign.id) } },
    ],
  },
  listReportExports: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      {
        label: 'lists only A’s exports',
        expect: 'own-data',
        query: {},
        check(answer) {
          const ids = answer.results.map((row) => row.id);
          assert.ok(ids.includes(own.reportExport.id));
          assert.ok(!ids.includes(foreign.reportExport.id));
        },
      },
      {
        label: 'a search for B’s campaign finds nothing',
        expect: 'own-data',
        query: { search: foreign.campaign.name },
        check(answer) {
          assert.deepEqual(answer.results, []);
        },
      },
    ],
  },
  createReportExport: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'an export of B’s campaign',
        expect: 'not-found',
        body: { kind: 'patients', campaign_id: foreign.campaign.id },
      },
      {
        label: 'an export of A’s campaign through B’s touchpoint',
        expect: 'not-found',
        body: { kind: 'aggregates', campaign_id: own.campaign.id, touchpoint_id: foreign.touchpoint.id },
      },
    ],
  },
  getReportExport: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s export', expect: 'not-found', params: { id: id(foreign.reportExport.id) } },
    ],
  },
  downloadReportExport: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s finished export', expect: 'not-found', params: { id: id(foreign.reportExport.id) } },
    ],
  },
};
