export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';

export { initI18n, LANGUAGE_STORAGE_KEY, englishCommon } from './i18n/initI18n';
export { createBundledBackend, commonLoaders } from './i18n/bundledBackend';
export { languageNames, isSupportedLanguage, directionOf, regionalLocale } from './i18n/languages';
export { calendarDateFormatter } from './i18n/calendarDate';
export { supportedLanguages } from '@outreach/shared-contracts/core';
export { LanguageSwitcher, type LanguageSwitcherProps } from './i18n/LanguageSwitcher';

export {
  type RuntimeConfig,
  defaultRuntimeConfig,
  parseRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  loadRuntimeConfig,
} from './api/runtimeConfig';
export {
  apiClient,
  publicApiClient,
  createApiClient,
  createPublicApiClient,
  configureApiClients,
} from './api/apiClient';
export { ApiError, apiErrorFromBody, apiErrorFromResponse, isApiError } from './api/ApiError';
export { callRoute, type CallRouteOptions } from './api/callRoute';
export { errorMessage, isPasswordExpiredError } from './api/errorMessage';
export { createTtlCache, createSwrConfig, apiFetcher } from './api/swrConfig';
export {
  LISTS_CHANGED_BY,
  isRouteKeyOf,
  routeKey,
  useRevalidateLists,
  type ListWrite,
  type RouteKey,
} from './api/routeKeys';
export {
  UNREAD_MESSAGES_KEY,
  useRevalidateUnreadMessages,
  useUnreadMessageCount,
} from './api/unreadMessages';
export { uploadFile, type UploadFileOptions, type UploadedFile } from './api/uploadFile';
export { sendFile, type SendFileOptions } from './api/sendFile';
export { fetchFile, saveFile } from './api/downloadFile';
export { reuploadImage } from './api/reuploadImage';

export {
  type SessionUser,
  type StoredSession,
  SESSION_STORAGE_KEY,
  readStoredSession,
  writeStoredSession,
  clearStoredSession,
  subscribeStoredSession,
} from './session/storedSession';
export {
  sessionAtom,
  isLoggedInAtom,
  sessionUserAtom,
  sessionWarningAtom,
  createAppStore,
} from './session/sessionAtoms';
export { persistedAtom } from './session/persistedAtom';
export {
  type SessionMessage,
  type SessionChannel,
  createSessionChannel,
  readSharedActivity,
  writeSharedActivity,
  LAST_ACTIVITY_KEY,
} from './session/sessionChannel';

export { Modal, type ModalProps } from './components/modal/Modal';
export { ModalBody, ModalIntro } from './components/modal/Modal.styles';
export { ModalAlert, type ModalAlertProps } from './components/modal-alert/ModalAlert';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/ConfirmDialog';
export {
  DropdownMenuButton,
  type DropdownMenuButtonProps,
  type DropdownMenuItem,
} from './components/dropdown-menu-button/DropdownMenuButton';
export { Spinner, type SpinnerProps } from './components/spinner/Spinner';
export { Tabs, type TabItem, type TabsProps } from './components/tabs/Tabs';
export { Toast, type ToastProps } from './components/toast/Toast';
export { Button, type ButtonVariant } from './components/form/Button';
export { TextField, type TextFieldProps } from './components/form/TextField';
export { Select } from './components/form/Select';
export { SelectField, type SelectChoice, type SelectFieldProps } from './components/form/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './components/form/TextAreaField';
export { FilePicker, type FilePickerProps } from './components/file-picker/FilePicker';
// For a control other than an input, a select or a text area that should sit in a field like theirs.
export { FieldFrame, type FieldFrameProps, type FieldControlProps } from './components/form/FieldFrame';
export { PageFrame, type PageFrameProps } from './components/page-frame/PageFrame';
export { StateMessage, type StateMessageProps } from './components/list-state/StateMessage';
export { LoadingState, type LoadingStateProps } from './components/list-state/LoadingState';
export { Card, CardAlert, CardHeading, CardText } from './components/card/Card';
export { Section, SectionHeading } from './components/section/Section';
export { TextLink } from './components/text-link/TextLink';
export { FormError } from './components/form/FormError';
export {
  CohortTitleModal,
  type CohortTitleModalProps,
  type CohortTitleWords,
} from './components/cohort-title-modal/CohortTitleModal';

export {
  createAreaTranslations,
  type AreaTranslations,
  type AreaLoader,
  type AreaLoaders,
} from './i18n/areaTranslations';
export { mountStandalone, type MountStandaloneOptions } from './standalone/mountStandalone';

export {
  TenantDropdown,
  NO_TENANT_ID,
  type TenantDropdownProps,
  type TenantOption,
} from './components/tenant-dropdown/TenantDropdown';
export {
  loadRemoteModule,
  provideRemoteModuleLoader,
  type RemoteModuleLoader,
} from './federation/remoteModules';
