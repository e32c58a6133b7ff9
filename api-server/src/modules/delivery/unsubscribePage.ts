import {
  DEFAULT_PRIMARY_COLOR,
  PATIENT_VERIFICATION,
  rightToLeftLanguages,
  supportedLanguages,
  unsubscribePagePath,
  type LanguageCode,
  type UnsubscribePage,
} from '@outreach/shared-contracts';
import type { AppKeys } from '../../crypto/secrets.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import { mediaSigner } from '../interactions/signedMedia.js';
import { signedMessageKey, unsubscribeToken, type ReportDeps } from './reports.js';

/** The patient app's page of a message's unsubscribe link, which the e-mail's footer links to. */
export function unsubscribePageUrl(patientAppUrl: string, keys: AppKeys, messageKey: string): string {
  return `${patientAppUrl.replace(/\/+$/, '')}${unsubscribePagePath(unsubscribeToken(keys, messageKey))}`;
}

const languageOf = (value: string): LanguageCode =>
  (supportedLanguages as readonly string[]).includes(value) ? (value as LanguageCode) : 'en';

/**
 * What the unsubscribe page shows before the patient confirms; NOT_FOUND for a link the platform did
 * not sign, or whose message or patient is gone.
 */
export async function unsubscribePage(deps: ReportDeps, token: string): Promise<UnsubscribePage> {
  const messageKey = signedMessageKey(deps.keys, token);
  const [row] = rowsOf<{
    tenant_name: string;
    language: string;
    primary_color: string | null;
    logo: string | null;
    email_stopped: boolean;
  }>(await deps.db.executeSql('SELECT * FROM app_unsubscribe_page($1)', [messageKey]));
  if (!row) throw new ApiError('NOT_FOUND');
  const language = languageOf(row.language);
  const logos = mediaSigner(deps.store, deps.clock, PATIENT_VERIFICATION.mediaUrlSeconds);
  return {
    tenant_name: row.tenant_name,
    language,
    right_to_left: rightToLeftLanguages.includes(language),
    branding: {
      primary_color: row.primary_color ?? DEFAULT_PRIMARY_COLOR,
      logo_url: await logos.sign(row.logo),
    },
    email_stopped: row.email_stopped,
  };
}
