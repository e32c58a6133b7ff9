import { useEffect, useRef, useState } from 'react';
import { Button, TextField } from '@outreach/shared-ui';
import type { TestLink } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { useEditor } from '../../EditorContext';
import { Note, Row } from '../Step.styles';
import { OpenLink } from './TestLink.styles';

export interface TestLinkResultProps {
  link: TestLink;
  emailed: boolean;
}

/** The link just made: to copy or open, with its expiry and what makes it a test. */
export function TestLinkResult({ link, emailed }: TestLinkResultProps) {
  const { t } = useAreaTranslation();
  const { channels } = useEditor().touchpoint;
  const format = useCampaignsFormat();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    // The dialog's content changed under the keyboard: it goes to the link, selected for copying.
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <Note>{t('testLink.forPatient', { name: link.patient.name })}</Note>
      <Note>
        {t('testLink.asksForBirthDate', {
          name: link.patient.name,
          date: format.calendarDate(link.patient.date_of_birth),
        })}
      </Note>
      <TextField
        ref={fieldRef}
        label={t('testLink.link')}
        value={link.url}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <Row>
        <Button type="button" $variant="secondary" onClick={() => void copyLink()}>
          {t('testLink.copy')}
        </Button>
        <OpenLink href={link.url} target="_blank" rel="noopener noreferrer">
          {t('testLink.open')}
        </OpenLink>
      </Row>
      <div role="status">
        {copy && <Note>{copy === 'copied' ? t('testLink.copied') : t('testLink.copyFailed')}</Note>}
      </div>
      <Note>{t('testLink.expires', { date: format.date(link.expires_at) })}</Note>
      {emailed && (
        // A touchpoint that sends no e-mail has none to show: the link alone was e-mailed.
        <Note>{t(channels === 'sms' ? 'testLink.emailed' : 'testLink.emailedAsPatient')}</Note>
      )}
      <Note>{t('testLink.testNote')}</Note>
    </>
  );
}
