// Test-only entry (`@outreach/shared-ui/testing`): never imported by application code.
export { createEnglishI18n, renderWithTheme } from './renderWithTheme';
export {
  startHostI18n,
  renderWithProviders,
  renderSettled,
  type RenderWithProvidersOptions,
} from './hostProviders';
export { FakeUploadRequest, installFakeXhr, type FakeXhr } from './fakeXhr';
