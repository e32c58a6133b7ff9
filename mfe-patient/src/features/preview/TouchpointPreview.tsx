import { useContext, useEffect, useMemo } from 'react';
import i18next from 'i18next';
import { I18nContext, I18nextProvider } from 'react-i18next';
import type {
  InteractionLink,
  InteractionSummary,
  ResolvedTouchpoint,
} from '@outreach/shared-contracts/core';
import { PatientCallContext } from '../../api/patientCallContext';
import { BrandTheme } from '../../app/BrandTheme';
import TouchpointPage from '../touchpoint/TouchpointPage';
import { previewCall } from './previewCall';

export interface TouchpointPreviewProps {
  /** The touchpoint in one language, as `GET /api/touchpoints/:id/preview` resolves it. */
  page: ResolvedTouchpoint;
  branding: InteractionSummary['branding'];
  /** The care team's number for 'Please call'; none in the studio unless the branding has one. */
  contactPhone?: string | null;
}

/** Stands in for a link token: the preview makes no call with it. */
const PREVIEW_TOKEN = 'preview';
const stay = () => undefined;

/**
 * The patient page of a touchpoint as its patients will see it, for the studio: the same screens in
 * the page's language (whatever the staff member's own), answers scored as the API scores them,
 * and nothing recorded or sent.
 */
export function TouchpointPreview({ page, branding, contactPhone = null }: TouchpointPreviewProps) {
  const parent = useContext(I18nContext)?.i18n ?? i18next;
  // Its own language over the page's one store of strings, so the studio around it keeps the staff's.
  const instance = useMemo(() => parent.cloneInstance({ lng: page.language }), [parent, page.language]);
  useEffect(() => {
    if (instance.language !== page.language) void instance.changeLanguage(page.language);
  }, [instance, page.language]);
  const call = useMemo(() => previewCall({ page, branding, contactPhone }), [page, branding, contactPhone]);
  const link: InteractionLink = {
    state: 'verified',
    locked_until: null,
    language: page.language,
    right_to_left: page.right_to_left,
    branding,
    contact_phone: contactPhone,
    privacy_policy_url: null,
  };
  return (
    <I18nextProvider i18n={instance}>
      <BrandTheme primary={branding.primary_color}>
        <PatientCallContext.Provider value={call}>
          <div
            lang={page.language}
            dir={page.right_to_left ? 'rtl' : 'ltr'}
            style={{ overflowWrap: 'anywhere' }}
          >
            <TouchpointPage token={PREVIEW_TOKEN} link={link} onSessionEnded={stay} preview />
          </div>
        </PatientCallContext.Provider>
      </BrandTheme>
    </I18nextProvider>
  );
}
