import * as auth from './auth.js';
import * as campaigns from './campaigns.js';
import * as cohorts from './cohorts.js';
import * as emailTemplates from './emailTemplates.js';
import * as health from './health.js';
import * as integrations from './integrations.js';
import * as interactions from './interactions.js';
import * as reports from './reports.js';
import * as messageInbox from './messageInbox.js';
import * as landingPageTemplates from './landingPageTemplates.js';
import * as options from './options.js';
import * as patientImport from './patientImport.js';
import * as patientMessages from './patientMessages.js';
import * as patients from './patients.js';
import * as deliveryReports from './deliveryReports.js';
import * as sends from './sends.js';
import * as smsTemplates from './smsTemplates.js';
import * as surveyTemplates from './surveyTemplates.js';
import * as tenantMessaging from './tenantMessaging.js';
import * as tenants from './tenants.js';
import * as testLinks from './testLinks.js';
import * as touchpoints from './touchpoints.js';
import * as uploads from './uploads.js';
import * as videos from './videos.js';
import type { EndpointName } from '../endpoints.js';
import type { IsRawRoute, RouteDefinition } from '../route.js';

/**
 * The route table: one entry per call, file uploads and downloads included. The server registers
 * exactly these; clients call through them; the OpenAPI document is generated from them. Later
 * areas add their modules here.
 */
export const routes = {
  health: health.health,
  checkCredentials: auth.checkCredentials,
  login: auth.login,
  changePassword: auth.changePassword,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  authStatus: auth.authStatus,
  logout: auth.logout,
  refresh: auth.refresh,
  listTenants: tenants.listTenants,
  updateTenants: tenants.updateTenants,
  createTenant: tenants.createTenant,
  getTenant: tenants.getTenant,
  updateTenant: tenants.updateTenant,
  getTenantBranding: tenants.getTenantBranding,
  saveTenantBranding: tenants.saveTenantBranding,
  getTenantIntegrations: integrations.getTenantIntegrations,
  saveTenantIntegrations: integrations.saveTenantIntegrations,
  getTenantMessaging: tenantMessaging.getTenantMessaging,
  saveTenantMessaging: tenantMessaging.saveTenantMessaging,
  getPresignedUploadUrl: uploads.getPresignedUploadUrl,
  switchTenant: auth.switchTenant,
  listPatients: patients.listPatients,
  filterPatients: patients.filterPatients,
  createPatient: patients.createPatient,
  getPatient: patients.getPatient,
  updatePatient: patients.updatePatient,
  deletePatient: patients.deletePatient,
  listPatientMessages: patientMessages.listPatientMessages,
  listInboxMessages: messageInbox.listInboxMessages,
  getUnreadMessageCount: messageInbox.getUnreadMessageCount,
  markMessageRead: messageInbox.markMessageRead,
  markMessageHandled: messageInbox.markMessageHandled,
  reopenMessage: messageInbox.reopenMessage,
  bulkEditPatients: patients.bulkEditPatients,
  bulkDeletePatients: patients.bulkDeletePatients,
  patientTitleOptions: options.patientTitleOptions,
  patientCommunicationPreferenceOptions: options.patientCommunicationPreferenceOptions,
  patientGenderOptions: options.patientGenderOptions,
  patientLanguagePreferenceOptions: options.patientLanguagePreferenceOptions,
  patientFilterOptions: options.patientFilterOptions,
  listLanguages: options.listLanguages,
  listCohorts: cohorts.listCohorts,
  createCohort: cohorts.createCohort,
  getCohort: cohorts.getCohort,
  updateCohort: cohorts.updateCohort,
  deleteCohort: cohorts.deleteCohort,
  commitPatientImport: patientImport.commitPatientImport,
  getPatientImport: patientImport.getPatientImport,
  uploadPatientImport: patientImport.uploadPatientImport,
  downloadPatientImportRejects: patientImport.downloadPatientImportRejects,
  putUploadObject: uploads.putUploadObject,
  getUploadObject: uploads.getUploadObject,
  listCampaigns: campaigns.listCampaigns,
  getCampaign: campaigns.getCampaign,
  createCampaign: campaigns.createCampaign,
  cloneCampaign: campaigns.cloneCampaign,
  listTouchpoints: touchpoints.listTouchpoints,
  createTouchpoint: touchpoints.createTouchpoint,
  getTouchpoint: touchpoints.getTouchpoint,
  updateTouchpoint: touchpoints.updateTouchpoint,
  cloneTouchpoint: touchpoints.cloneTouchpoint,
  publishTouchpoint: touchpoints.publishTouchpoint,
  republishTouchpoint: touchpoints.republishTouchpoint,
  reviewTouchpoint: touchpoints.reviewTouchpoint,
  previewTouchpoint: touchpoints.previewTouchpoint,
  touchpointSummary: touchpoints.touchpointSummaryRoute,
  createTouchpointTestLink: testLinks.createTouchpointTestLink,
  previewTouchpointSend: sends.previewTouchpointSend,
  createTouchpointSend: sends.createTouchpointSend,
  listTouchpointSends: sends.listTouchpointSends,
  listCampaignSends: sends.listCampaignSends,
  getSend: sends.getSend,
  pauseSend: sends.pauseSend,
  resumeSend: sends.resumeSend,
  cancelSend: sends.cancelSend,
  retryFailedMessages: sends.retryFailedMessages,
  twilioStatusCallback: deliveryReports.twilioStatusCallback,
  twilioInboundMessage: deliveryReports.twilioInboundMessage,
  sendgridEventWebhook: deliveryReports.sendgridEventWebhook,
  unsubscribe: deliveryReports.unsubscribe,
  getUnsubscribe: deliveryReports.getUnsubscribe,
  availableAuthentications: touchpoints.availableAuthentications,
  smsVariables: touchpoints.smsVariables,
  listReviewers: touchpoints.listReviewers,
  addReviewer: touchpoints.addReviewer,
  removeReviewer: touchpoints.removeReviewer,
  listVideos: videos.listVideos,
  createVideo: videos.createVideo,
  putVideoCaptions: videos.putVideoCaptions,
  deleteVideoCaptions: videos.deleteVideoCaptions,
  refreshSynthesiaVideos: videos.refreshSynthesiaVideos,
  createSynthesiaVideo: videos.createSynthesiaVideo,
  listVideoTemplates: videos.listVideoTemplates,
  refreshSendgridTemplates: emailTemplates.refreshSendgridTemplates,
  listLandingPageTemplates: landingPageTemplates.listLandingPageTemplates,
  createLandingPageTemplate: landingPageTemplates.createLandingPageTemplate,
  getLandingPageTemplate: landingPageTemplates.getLandingPageTemplate,
  updateLandingPageTemplate: landingPageTemplates.updateLandingPageTemplate,
  listEmailTemplates: emailTemplates.listEmailTemplates,
  getEmailTemplate: emailTemplates.getEmailTemplate,
  createEmailTemplate: emailTemplates.createEmailTemplate,
  listSmsTemplates: smsTemplates.listSmsTemplates,
  createSmsTemplate: smsTemplates.createSmsTemplate,
  getSmsTemplate: smsTemplates.getSmsTemplate,
  updateSmsTemplate: smsTemplates.updateSmsTemplate,
  listSurveyTemplates: surveyTemplates.listSurveyTemplates,
  createSurveyTemplate: surveyTemplates.createSurveyTemplate,
  getSurveyTemplate: surveyTemplates.getSurveyTemplate,
  updateSurveyTemplate: surveyTemplates.updateSurveyTemplate,
  cloneSurveyTemplate: surveyTemplates.cloneSurveyTemplate,
  getInteractionBranding: interactions.getInteractionBranding,
  verifyInteraction: interactions.verifyInteraction,
  getInteractionSummary: interactions.getInteractionSummary,
  getInteractionMedia: interactions.getInteractionMedia,
  getInteractionThumbnails: interactions.getInteractionThumbnails,
  submitInteractionChat: interactions.submitInteractionChat,
  listInteractionMessages: messageInbox.listInteractionMessages,
  saveInteractionAnswer: interactions.saveInteractionAnswer,
  putInteractionMetric: interactions.putInteractionMetric,
  listCampaignReports: reports.listCampaignReports,
  getCampaignMetrics: reports.getCampaignMetrics,
  getCampaignOverview: reports.getCampaignOverview,
  getFunnelReport: reports.getFunnelReport,
  getAnswerReport: reports.getAnswerReport,
  listSavedReports: reports.listSavedReports,
  createSavedReport: reports.createSavedReport,
  deleteSavedReport: reports.deleteSavedReport,
  getReportTouchpoints: reports.getReportTouchpoints,
  listReportExports: reports.listReportExports,
  createReportExport: reports.createReportExport,
  getReportExport: reports.getReportExport,
  downloadReportExport: reports.downloadReportExport,
  listPatientsToActOn: reports.listPatientsToActOn,
  createCohortFromReport: reports.createCohortFromReport,
  getSignedMedia: interactions.getSignedMedia,
} as const satisfies Record<EndpointName, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** The calls whose body and answer are JSON, which the typed client makes by name. */
export type JsonRouteName = { [K in RouteName]: IsRawRoute<Routes[K]> extends true ? never : K }[RouteName];
export {
  auth,
  campaigns,
  cohorts,
  emailTemplates,
  health,
  integrations,
  interactions,
  reports,
  landingPageTemplates,
  messageInbox,
  options,
  patientImport,
  patientMessages,
  patients,
  smsTemplates,
  surveyTemplates,
  tenants,
  testLinks,
  sends,
  deliveryReports,
  touchpoints,
  uploads,
  videos,
};
