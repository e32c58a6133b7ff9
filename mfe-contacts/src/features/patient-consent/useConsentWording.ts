import { channelsWithoutConsent } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';

/** What a patient agreed to and what their communication preference asks for. */
export interface ConsentFacts {
  communication_preference: string;
  email_consent: boolean;
  sms_consent: boolean;
}

export interface ConsentWording {
  /** The channels the patient agreed to, e.g. 'E-mail and SMS', or 'None'. */
  given: (patient: ConsentFacts) => string;
  /** A short warning for the list ('No SMS consent'); null when consent covers the preference. */
  missing: (patient: ConsentFacts) => string | null;
  /** The same warning in a sentence that says what to do; null when consent covers the preference. */
  warning: (patient: ConsentFacts) => string | null;
}

type Gap = 'email' | 'sms' | 'both';

function gapOf(patient: ConsentFacts): Gap | null {
  const missing = channelsWithoutConsent(patient);
  if (missing.length === 0) return null;
  return missing.length > 1 ? 'both' : (missing[0] ?? null);
}

/** Words for a patient's consent, in the list, the patient's view and the form. */
export function useConsentWording(): ConsentWording {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  return {
    given: (patient) => {
      const channels = [
        ...(patient.email_consent ? [t('consent.email')] : []),
        ...(patient.sms_consent ? [t('consent.sms')] : []),
      ];
      return channels.length > 0 ? format.list(channels) : t('consent.none');
    },
    missing: (patient) => {
      const gap = gapOf(patient);
      return gap && t(`consent.missing.${gap}`);
    },
    warning: (patient) => {
      const gap = gapOf(patient);
      return gap && t(`consent.warning.${gap}`);
    },
  };
}
