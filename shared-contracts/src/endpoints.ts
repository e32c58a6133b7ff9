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
  getTenantIntegrations: { method: 'GET', path: '/api/tenants/:id/integrations', access: 'staff' },
  saveTenantIntegrations: { method: 'PUT', path: '/api/tenants/:id/integrations', access: 'staff' },
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
  listCampaigns: { method: 'GET', path: '/api/campaigns/', access: 'staff' },
  getCampaign: { method: 'GET', path: '/api/campaigns/:id/', access: 'staff' },
  createCampaign: { method: 'POST', path: '/api/campaigns/', access: 'staff' },
  cloneCampaign: { method: 'POST', path: '/api/campaigns/clone/:id/', access: 'staff' },
  listTouchpoints: { method: 'GET', path: '/api/touchpoints', access: 'staff' },
  createTouchpoint: { method: 'POST', path: '/api/touchpoints', access: 'staff' },
  getTouchpoint: { method: 'GET', path: '/api/touchpoints/:id', access: 'staff' },
  updateTouchpoint: { method: 'PUT', path: '/api/touchpoints/:id', access: 'staff' },
  cloneTouchpoint: { method: 'POST', path: '/api/touchpoints/clone/:id', access: 'staff' },
  publishTouchpoint: { method: 'POST', path: '/api/touchpoints/:id/publish', access: 'staff' },
  republishTouchpoint: { method: 'POST', path: '/api/touchpoints/:id/republish', access: 'staff' },
  reviewTouchpoint: { method: 'POST', path: '/api/touchpoints/:id/review', access: 'staff' },
  previewTouchpoint: { method: 'GET', path: '/api/touchpoints/:id/preview', access: 'staff' },
  touchpointSummary: { method: 'GET', path: '/api/touchpoints/summary/:id', access: 'staff' },
  availableAuthentications: {
    method: 'GET',
    path: '/api/touchpoints/available-authentications',
    access: 'staff',
  },
  smsVariables: { method: 'GET', path: '/api/touchpoints/sms-variables', access: 'staff' },
  listReviewers: { method: 'GET', path: '/api/touchpoints/reviewers', access: 'staff' },
  addReviewer: { method: 'POST', path: '/api/touchpoints/reviewers', access: 'staff' },
  removeReviewer: { method: 'DELETE', path: '/api/touchpoints/reviewers/:id', access: 'staff' },
  listVideos: { method: 'GET', path: '/api/videos', access: 'staff' },
  createVideo: { method: 'POST', path: '/api/videos', access: 'staff' },
  refreshSynthesiaVideos: { method: 'POST', path: '/api/videos/synthesia/refresh', access: 'staff' },
  createSynthesiaVideo: { method: 'POST', path: '/api/videos/synthesia', access: 'staff' },
  listVideoTemplates: { method: 'GET', path: '/api/touchpoints/video-templates', access: 'staff' },
  refreshSendgridTemplates: {
    method: 'POST',
    path: '/api/touchpoints/sendgrid/refresh',
    access: 'staff',
  },
  listLandingPageTemplates: {
    method: 'GET',
    path: '/api/touchpoints/landing-page-templates',
    access: 'staff',
  },
  createLandingPageTemplate: {
    method: 'POST',
    path: '/api/touchpoints/landing-page-templates',
    access: 'staff',
  },
  getLandingPageTemplate: {
    method: 'GET',
    path: '/api/touchpoints/landing-page-templates/:id',
    access: 'staff',
  },
  updateLandingPageTemplate: {
    method: 'PATCH',
    path: '/api/touchpoints/landing-page-templates/:id',
    access: 'staff',
  },
  listEmailTemplates: { method: 'GET', path: '/api/touchpoints/email-templates', access: 'staff' },
  getEmailTemplate: { method: 'GET', path: '/api/touchpoints/email-templates/:id', access: 'staff' },
  createEmailTemplate: { method: 'POST', path: '/api/touchpoints/email-templates', access: 'staff' },
  listSmsTemplates: { method: 'GET', path: '/api/touchpoints/sms-templates', access: 'staff' },
  createSmsTemplate: { method: 'POST', path: '/api/touchpoints/sms-templates', access: 'staff' },
  getSmsTemplate: { method: 'GET', path: '/api/touchpoints/sms-templates/:id', access: 'staff' },
  updateSmsTemplate: { method: 'POST', path: '/api/touchpoints/sms-templates/:id', access: 'staff' },
  listSurveyTemplates: { method: 'GET', path: '/api/touchpoints/survey-templates', access: 'staff' },
  createSurveyTemplate: { method: 'POST', path: '/api/touchpoints/survey-templates', access: 'staff' },
  getSurveyTemplate: { method: 'GET', path: '/api/touchpoints/survey-templates/:id', access: 'staff' },
  updateSurveyTemplate: {
    method: 'PATCH',
    path: '/api/touchpoints/survey-templates/:id',
    access: 'staff',
  },
  cloneSurveyTemplate: {
    method: 'POST',
    path: '/api/touchpoints/survey-templates/:id/clone',
    access: 'staff',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
