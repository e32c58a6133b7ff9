// Test-only entry (`@outreach/shared-ui/testing`): never imported by application code.
export { createEnglishI18n, renderWithTheme } from './renderWithTheme';
export {
  startHostI18n,
  renderWithProviders,
  renderSettled,
  type RenderWithProvidersOptions,
} from './hostProviders';
export { FakeUploadRequest, installFakeXhr, type FakeXhr } from './fakeXhr';
export {
  apiServer,
  callsTo,
  gate,
  http,
  HttpResponse,
  installApiMock,
  mockApi,
  mockOther,
  refusal,
  signedIn,
  writes,
  type ApiReplies,
  type Gate,
  type NetworkFailure,
  type RawReply,
  type RecordedRequest,
  type RefusalReply,
  type Reply,
  type ReplyOrResolver,
  type SuccessReply,
} from './apiMock';
