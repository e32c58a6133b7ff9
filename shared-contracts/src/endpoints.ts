import type { HttpMethod, RouteAccess } from './route.js';

/** Where a call goes and who may make it: the part of a route entry that needs no schema library. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: RouteAccess;
}

/**
 * Method, path and access of every call, by route name. The route table spreads these into its
 * entries, so there is one source; clients import this list (not the schemas) to keep the code a
 * browser loads before sign-in small.
 */
export const endpoints = {
  health: { method: 'GET', path: '/api/health/', access: 'public' },
  checkCredentials: { method: 'POST', path: '/api/check-credentials/', access: 'public' },
  login: { method: 'POST', path: '/api/login/', access: 'public' },
  changePassword: { method: 'POST', path: '/api/change-password/', access: 'staff' },
  forgotPassword: { method: 'POST', path: '/api/forgot-password/', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/reset-password/', access: 'public' },
  authStatus: { method: 'GET', path: '/api/auth/', access: 'staff' },
  logout: { method: 'POST', path: '/api/logout/', access: 'public' },
  refresh: { method: 'POST', path: '/api/refresh/', access: 'public' },
  listTenants: { method: 'GET', path: '/api/tenants', access: 'staff' },
  updateTenants: { method: 'PATCH', path: '/api/tenants', access: 'staff' },
  createTenant: { method: 'POST', path: '/api/tenants', access: 'staff' },
  getTenant: { method: 'GET', path: '/api/tenants/:id', access: 'staff' },
  updateTenant: { method: 'PATCH', path: '/api/tenants/:id', access: 'staff' },
  getTenantBranding: { method: 'GET', path: '/api/tenants/:id/branding', access: 'staff' },
  saveTenantBranding: { method: 'PUT', path: '/api/tenants/:id/branding', access: 'staff' },
  getPresignedUploadUrl: { method: 'GET', path: '/api/utils/:kind/presigned-image-url', access: 'staff' },
  switchTenant: { method: 'PUT', path: '/api/auth/tenant/', access: 'staff' },
  listPatients: { method: 'GET', path: '/api/patients', access: 'staff' },
  filterPatients: { method: 'GET', path: '/api/patients/filtered-patients', access: 'staff' },
  createPatient: { method: 'POST', path: '/api/patients', access: 'staff' },
  getPatient: { method: 'GET', path: '/api/patients/:id', access: 'staff' },
  updatePatient: { method: 'PATCH', path: '/api/patients/:id', access: 'staff' },
  deletePatient: { method: 'DELETE', path: '/api/patients/:id', access: 'staff' },
  bulkEditPatients: { method: 'PATCH', path: '/api/patients/bulk-edit', access: 'staff' },
  bulkDeletePatients: { method: 'DELETE', path: '/api/patients/bulk-edit', access: 'staff' },
  patientTitleOptions: { method: 'GET', path: '/api/patients/title-options', access: 'staff' },
  patientCommunicationPreferenceOptions: {
    method: 'GET',
    path: '/api/patients/communication-preference-options',
    access: 'staff',
  },
  patientGenderOptions: { method: 'GET', path: '/api/patients/gender-options', access: 'staff' },
  patientLanguagePreferenceOptions: {
    method: 'GET',
    path: '/api/patients/language-preference-options',
    access: 'staff',
  },
  patientFilterOptions: { method: 'GET', path: '/api/patients/filter-options', access: 'staff' },
  listLanguages: { method: 'GET', path: '/api/utils/languages', access: 'staff' },
  listCohorts: { method: 'GET', path: '/api/cohorts', access: 'staff' },
  createCohort: { method: 'POST', path: '/api/cohorts', access: 'staff' },
  getCohort: { method: 'GET', path: '/api/cohorts/:id', access: 'staff' },
  updateCohort: { method: 'PATCH', path: '/api/cohorts/:id', access: 'staff' },
  deleteCohort: { method: 'DELETE', path: '/api/cohorts/:id', access: 'staff' },
  commitPatientImport: {
    method: 'POST',
    path: '/api/patients/bulk-upload/:import_id/commit',
    access: 'staff',
  },
  getPatientImport: { method: 'GET', path: '/api/patients/bulk-upload/:import_id', access: 'staff' },
  uploadPatientImport: { method: 'POST', path: '/api/patients/bulk-upload', access: 'staff' },
  downloadPatientImportRejects: {
    method: 'GET',
    path: '/api/patients/bulk-upload/:import_id/rejected',
    access: 'staff',
  },
  putUploadObject: { method: 'PUT', path: '/api/uploads/*key', access: 'signed-url' },
  getUploadObject: { method: 'GET', path: '/api/uploads/*key', access: 'staff' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
