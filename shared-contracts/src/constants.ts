/** Business constants of the product specification (section 9). */

/** The 21 interface languages; English is the default and fallback. */
export const supportedLanguages = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'ru',
  'ja',
  'zh',
  'ko',
  'ar',
  'fa',
  'hi',
  'th',
  'bn',
  'ur',
  'af',
  'tr',
  'ca',
  'tl',
] as const;
export type LanguageCode = (typeof supportedLanguages)[number];
export const defaultLanguage: LanguageCode = 'en';
/** Languages written right to left. */
export const rightToLeftLanguages: readonly LanguageCode[] = ['ar', 'fa', 'ur'];

/** Idle logout after 30 minutes without activity, on the client and the server alike. */
export const IDLE_TIMEOUT_MS = 1_800_000;
/** Cache time to live for cached GET calls. */
export const CACHE_TTL_MS = 300_000;
/** Default page size for campaigns, patients and e-mail templates. */
export const DEFAULT_PAGE_SIZE = 50;
/** Logo uploads: at most 2 MB, png, jpg, jpeg or svg. */
export const LOGO_MAX_BYTES = 2_097_152;
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'] as const;
export const MIN_NAME_LENGTH = 2;
export const DEFAULT_PRIMARY_COLOR = '#388083';
export const DEFAULT_SECONDARY_COLOR = '#FFFFFF';
export const SUCCESS_TOAST_MS = 3000;
export const TENANT_SETTINGS_MODAL_WIDTH_PX = 500;
export const SIDE_NAV_MIN_WIDTH_PX = 80;
/** Translation loading: parallel reads, retries and the first retry delay (doubling each time). */
export const TRANSLATION_LOAD = { maxParallelReads: 10, retries: 5, initialRetryDelayMs: 350 } as const;
/** Error-reporting settings. */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.25,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0,
  environment: 'prod',
  maskAllText: true,
  blockAllMedia: true,
} as const;
/** Header that carries the CSRF token on every unsafe call. */
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Request headers the API accepts from the apps' other origins (the CORS preflight's allow list).
 * The staff client sends no other header that is not CORS-safelisted: the browser would refuse the
 * call before it leaves.
 */
export const CORS_ALLOWED_HEADERS: readonly string[] = ['content-type', CSRF_HEADER];
/** Lifetime of a staff access token in seconds (the login response's `token.duration`). */
export const ACCESS_TTL_S = 900;
/** Absolute lifetime of a staff session in seconds (`token.expiration` is sign-in time plus this). */
export const SESSION_MAX_AGE_S = 43_200;
/** Minimum length of a new staff password (change and reset). */
export const PASSWORD_MIN_LENGTH = 12;

/** Largest page of patients one call returns. */
export const PATIENT_PAGE_SIZE_MAX = 200;
/** A page of the messages a patient sent to the care team, newest first. */
export const PATIENT_MESSAGES_PAGE_SIZE = 50;
/** What the care team's inbox of patient messages can show: the unread first (`all`), or one kind. */
export const MESSAGE_INBOX_STATES = ['unread', 'all', 'handled'] as const;
export type MessageInboxState = (typeof MESSAGE_INBOX_STATES)[number];
/**
 * How often the staff shell asks for the unread message count, while its page is visible: the pace
 * the sends lists keep once nothing is being sent, cheap for the server (one partial index) and soon
 * enough for a message that is not an emergency.
 */
export const UNREAD_MESSAGES_POLL_MS = 30_000;
/** The largest page of the studio's lists (campaigns, e-mail templates). */
export const STUDIO_PAGE_SIZE_MAX = 200;
/**
 * How far a patient list may be paged: a page must start within the first this-many rows, and
 * counts of filtered lists stop here. Beyond it the user narrows the search instead of paging.
 */
export const PATIENT_LIST_MAX_ROWS = 10_000;
/** Most patients one bulk edit or bulk delete may name. */
export const PATIENT_BULK_MAX = 1000;
/** Longest search text accepted in `query_string`. */
export const PATIENT_SEARCH_MAX_LENGTH = 100;
/** Most cohorts a patient can be put in with one create or edit. */
export const PATIENT_COHORTS_MAX = 100;
/** A mobile number as stored: E.164, `+` and 7 to 15 digits, the first not 0. */
export const E164_MOBILE = /^\+[1-9]\d{6,14}$/;
/** Longest cohort title accepted (the shortest is MIN_NAME_LENGTH). */
export const COHORT_TITLE_MAX_LENGTH = 100;
/** Patient option lists: stable values; clients translate them by value. */
export const patientTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'] as const;
export type PatientTitle = (typeof patientTitles)[number];
export const patientGenders = ['female', 'male', 'non_binary', 'other', 'unknown'] as const;
export type PatientGender = (typeof patientGenders)[number];
export const communicationPreferences = ['email', 'sms', 'email_and_sms', 'none'] as const;
export type CommunicationPreference = (typeof communicationPreferences)[number];

/**
 * The contact details a communication preference needs: an e-mail address, a mobile number. Any
 * other value (such as a form's unchosen '') needs neither.
 */
export function preferenceNeeds(preference: string): { email: boolean; mobile: boolean } {
  return {
    email: preference === 'email' || preference === 'email_and_sms',
    mobile: preference === 'sms' || preference === 'email_and_sms',
  };
}

/** A channel messages go out on. */
export type MessageChannel = 'email' | 'sms';

/**
 * The channels a communication preference asks for that the patient has not agreed to, on which a
 * send skips them (as the send's audience does, `no_consent`). Empty when consent covers them all.
 */
export function channelsWithoutConsent(patient: {
  communication_preference: string;
  email_consent: boolean;
  sms_consent: boolean;
}): MessageChannel[] {
  const needs = preferenceNeeds(patient.communication_preference);
  const missing: MessageChannel[] = [];
  if (needs.email && !patient.email_consent) missing.push('email');
  if (needs.mobile && !patient.sms_consent) missing.push('sms');
  return missing;
}

/** Largest patient import file (bytes); a bigger upload answers 413. */
export const PATIENT_IMPORT_MAX_BYTES = 536_870_912;
/** Most columns a patient import file may have. */
export const PATIENT_IMPORT_MAX_COLUMNS = 64;
/** Longest row of a patient import file, in bytes. */
export const PATIENT_IMPORT_MAX_ROW_BYTES = 65_536;
/** Rejected rows a dry run lists in its answer; all of them are in the rejected-rows file. */
export const PATIENT_IMPORT_ERRORS_LISTED = 200;
/** The fields of a patient that are text, as a form holds them or a CSV cell reads. */
export const patientTextFields = [
  'mrn',
  'title',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'email',
  'mobile',
  'language_preference',
  'communication_preference',
  'time_zone',
] as const;

/**
 * The columns of a patient import file, in the order of the template. Header names are matched
 * ignoring case, spaces and hyphens ('Date of birth' is date_of_birth).
 */
export const patientImportColumns = [
  ...patientTextFields,
  'email_consent',
  'sms_consent',
  'opted_out',
] as const;
export type PatientImportColumn = (typeof patientImportColumns)[number];
export const patientImportRequiredColumns = ['mrn', 'first_name', 'last_name', 'date_of_birth'] as const;

/** English name and endonym of each patient language, as a language picker shows them. */
export const languageNames: Record<LanguageCode, { name: string; native_name: string }> = {
  en: { name: 'English', native_name: 'English' },
  es: { name: 'Spanish', native_name: 'Español' },
  pt: { name: 'Portuguese', native_name: 'Português' },
  fr: { name: 'French', native_name: 'Français' },
  de: { name: 'German', native_name: 'Deutsch' },
  it: { name: 'Italian', native_name: 'Italiano' },
  nl: { name: 'Dutch', native_name: 'Nederlands' },
  ru: { name: 'Russian', native_name: 'Русский' },
  ja: { name: 'Japanese', native_name: '日本語' },
  zh: { name: 'Chinese', native_name: '中文' },
  ko: { name: 'Korean', native_name: '한국어' },
  ar: { name: 'Arabic', native_name: 'العربية' },
  fa: { name: 'Persian', native_name: 'فارسی' },
  hi: { name: 'Hindi', native_name: 'हिन्दी' },
  th: { name: 'Thai', native_name: 'ไทย' },
  bn: { name: 'Bengali', native_name: 'বাংলা' },
  ur: { name: 'Urdu', native_name: 'اردو' },
  af: { name: 'Afrikaans', native_name: 'Afrikaans' },
  tr: { name: 'Turkish', native_name: 'Türkçe' },
  ca: { name: 'Catalan', native_name: 'Català' },
  tl: { name: 'Tagalog', native_name: 'Tagalog' },
};
