/**
 * The part of the contract that needs no schema library: constants, the error catalogue, where each
 * call goes, and the types of every call. Browsers import this entry (`@outreach/shared-contracts/core`);
 * the full entry adds the zod schemas the server validates with.
 */
export * from './constants.js';
export * from './errorCatalogue.js';
export * from './endpoints.js';
export * from './uploadFolders.js';
export * from './patientRules.js';
export * from './patientImportProblems.js';
export * from './brandingRules.js';
export * from './passwordRules.js';
export * from './colour/hexColour.js';
export * from './colour/contrast.js';
export * from './studio/checkCodes.js';
export * from './studio/variables.js';
export * from './studio/richTextLinks.js';
export * from './studio/draftRules.js';
export * from './patientPage.js';
export * from './captions.js';
export * from './sendRules.js';
export * from './timeZoneRules.js';
export * from './reportRules.js';
export * from './tenantMessagingRules.js';
export { buildPath, commonErrorCodes, pathParameterNames } from './route.js';
export type {
  FileAnswer,
  HttpMethod,
  RouteAccess,
  RouteAccessOf,
  StreamBody,
  RouteDefinition,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from './route.js';
export type { JsonRouteName, Routes, RouteName } from './routes/index.js';
export type { AuthStatus, LoginResponse, SessionToken, SessionUser } from './routes/auth.js';
export type { Branding, BrandingInput, Tenant } from './routes/tenants.js';
export type { PresignedUpload, StoredUpload } from './routes/uploads.js';
export type { PatientChanges, PatientInput } from './routes/patientFields.js';
export type {
  Patient,
  PatientBulkEdit,
  PatientFilterQuery,
  PatientPage,
  PatientSummary,
} from './routes/patients.js';
export type { Cohort, CohortDetail } from './routes/cohorts.js';
export type { MessageMark, PatientMessage, PatientMessagePage } from './routes/patientMessages.js';
export type { InboxMessage, InboxPage, SentMessage, UnreadMessageCount } from './routes/messageInbox.js';
export type { Language, Option, PatientFilterOptions } from './routes/options.js';
export type {
  PatientImportCheck,
  PatientImportFailure,
  PatientImportRowError,
  PatientImportState,
  PatientImportStatus,
} from './routes/patientImport.js';
export type { Campaign, CampaignDetail, CampaignPage, CampaignStatus } from './routes/campaigns.js';
export type {
  Reviewer,
  ReviewDecision,
  Touchpoint,
  TouchpointAction,
  TouchpointHistory,
  TouchpointReview,
  TouchpointStatus,
  TouchpointSummary,
  TouchpointVersion,
} from './routes/touchpoints.js';
export type { ResolvedTouchpoint, TouchpointPreview } from './routes/touchpointPreview.js';
export type { TestLink } from './routes/testLinks.js';
export type { MessageCounts, Send, SendPreview } from './routes/sends.js';
export type {
  AnswerReport,
  CampaignMetrics,
  CampaignOverview,
  CampaignReportPage,
  CampaignReportRow,
  DeliveryFigures,
  Funnel,
  FunnelFigure,
  FunnelReport,
  PatientToActOn,
  PatientsToActOnPage,
  QuestionReport,
  TouchpointReport,
} from './routes/reports.js';
export type { Video, VideoTemplate } from './routes/videos.js';
export type {
  IntegrationProvider,
  IntegrationStatus,
  SendgridIntegrationStatus,
  SendgridKeySource,
  TenantIntegrations,
} from './routes/integrations.js';
export type { TenantMessaging, TenantMessagingInput } from './routes/tenantMessaging.js';
export type { StaffRef } from './routes/studioCommon.js';
export type { TemplateBase, TemplateKind, TemplateUse } from './routes/templateCommon.js';
export type {
  LandingPageTemplate,
  LandingPageTemplateContent,
  LandingPageTemplateDetail,
} from './routes/landingPageTemplates.js';
export type {
  EmailTemplate,
  EmailTemplateDetail,
  EmailTemplatePage,
  EmailTemplateSource,
} from './routes/emailTemplates.js';
export type { SmsTemplate, SmsTemplateDetail } from './routes/smsTemplates.js';
export type { SurveyTemplate, SurveyTemplateDetail } from './routes/surveyTemplates.js';
export type {
  ActionButton,
  Chapter,
  ChapterQuestion,
  LocalizedText,
  Survey,
  SurveyQuestion,
  TouchpointContent,
  TouchpointContentInput,
} from './studio/content.js';
export type { TouchpointCheck } from './studio/checks.js';
export type {
  AnswerResult,
  AnswerValue,
  InteractionLink,
  InteractionMedia,
  InteractionMetric,
  InteractionProgress,
  InteractionSummary,
  InteractionThumbnails,
  MetricTotals,
  SavedAnswer,
} from './routes/interactions.js';
export type { UnsubscribePage } from './routes/deliveryReports.js';
