import type { HandlerMap } from '../../plugins/routeTypes.js';
import { tenantScope, type TenancyDeps } from '../../tenancy/tenantScope.js';
import * as exports from './exports.js';
import * as saved from './savedReports.js';
import * as service from './service.js';

/** Reports: what patients did with the links of the tenant's campaigns. */
export function reportingHandlers(deps: TenancyDeps, exportDeps: exports.ExportDeps): HandlerMap {
  return {
    listCampaignReports: ({ query, session, request }) =>
      service.campaignReports(deps, tenantScope(session, request), query),
    getCampaignMetrics: ({ params, session, request }) =>
      service.campaignMetrics(deps, tenantScope(session, request), params.id),
    getCampaignOverview: ({ params, session, request }) =>
      service.campaignOverview(deps, tenantScope(session, request), params.id),
    getFunnelReport: ({ query, session, request }) =>
      service.funnelReport(deps, tenantScope(session, request), query),
    getAnswerReport: ({ query, session, request }) =>
      service.answerReport(deps, tenantScope(session, request), query),
    listSavedReports: ({ query, session, request }) =>
      saved.listSavedReports(deps, tenantScope(session, request), query),
    createSavedReport: ({ body, session, request }) =>
      saved.createSavedReport(deps, tenantScope(session, request), body),
    deleteSavedReport: ({ params, session, request }) =>
      saved.deleteSavedReport(deps, tenantScope(session, request), params.id),
    getReportTouchpoints: ({ params, session, request }) =>
      saved.reportTouchpoints(deps, tenantScope(session, request), params.id),
    listPatientsToActOn: ({ query, session, request }) =>
      service.patientsToActOn(deps, tenantScope(session, request), query),
    createCohortFromReport: ({ body, session, request }) =>
      service.cohortFromReport(deps, tenantScope(session, request), body),
    listReportExports: ({ query, session, request }) =>
      exports.listReportExports(exportDeps, tenantScope(session, request), query),
    createReportExport: ({ body, session, request }) =>
      exports.createReportExport(exportDeps, tenantScope(session, request), body),
    getReportExport: ({ params, session, request }) =>
      exports.getReportExport(exportDeps, tenantScope(session, request), params.id),
    downloadReportExport: async ({ params, session, request }) => {
      const file = await exports.reportExportFile(exportDeps, tenantScope(session, request), params.id);
      return { contentType: 'text/csv; charset=utf-8', filename: file.filename, body: file.body };
    },
  };
}
