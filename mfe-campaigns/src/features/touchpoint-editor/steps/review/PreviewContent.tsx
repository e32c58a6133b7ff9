import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@outreach/shared-ui';
import type { LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { usePreview } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Stack } from '../Step.styles';
import { PatientPagePreview } from './PatientPagePreview';
import { EmailFrame, SmsBubble } from './PreviewPanel.styles';

export interface PreviewContentProps {
  language: LanguageCode;
}

/**
 * The e-mail in a sandbox that runs nothing, the SMS with the segments it takes, and the patient page
 * as the patient app draws it.
 */
export function PreviewContent({ language }: PreviewContentProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const { touchpoint } = useEditor();
  const preview = usePreview(touchpoint.id, touchpoint.revision, language);
  const patientHeadingId = useId();

  if (preview.error) return <FieldError role="alert">{tCommon('errors.generic')}</FieldError>;
  if (!preview.data) return <LoadingState label={t('preview.loading')} />;
  const { email, sms } = preview.data;
  return (
    <Stack>
      {email && (
        <>
          <Note>{t('preview.subject', { subject: email.subject })}</Note>
          <EmailFrame title={t('preview.email')} sandbox="" srcDoc={email.html} />
        </>
      )}
      {sms && (
        <>
          <SmsBubble aria-label={t('preview.sms')}>{sms.text}</SmsBubble>
          <Note>
            {t('preview.smsSegments', {
              segments: sms.segments,
              characters: sms.characters,
              encoding: sms.encoding,
            })}
          </Note>
        </>
      )}
      {!email && !sms && <Note>{t('preview.nothing')}</Note>}
      <PatientPagePreview preview={preview.data} headingId={patientHeadingId} />
    </Stack>
  );
}
