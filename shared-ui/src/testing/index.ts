// Test-only entry (`@outreach/shared-ui/testing`): never imported by application code.
export { createEnglishI18n, renderWithTheme } from './renderWithTheme';
export {
  startHostI18n,
  renderWithProviders,
  renderSettled,
  type RenderWithProvidersOptions,
} from './hostProviders';
export { makePatient } from './records';
export { FakeUploadRequest, installFakeXhr, type FakeXhr } from './fakeXhr';
export {
  apiServer,
  callsTo,
  gate,
  http,
  HttpResponse,
  inTurn,
  installApiMock,
  mockApi,
  mockOther,
  mockUrl,
  refusal,
  signedIn,
  writes,
  type ApiReplies,
  type Gate,
  type NetworkFailure,
  type OutsideReply,
  type RawReply,
  type RecordedRequest,
  type RefusalReply,
  type Reply,
  type ReplyOrResolver,
  type SeenRequest,
  type SuccessReply,
} from './apiMock';
export {
  describeTranslations,
  type BundleLoaders,
  type DescribeTranslationsOptions,
  type TranslatedStrings,
  type TranslationTestGlobals,
} from './describeTranslations';
