import { languageNames } from '@outreach/shared-ui';
import { useId, type Ref } from 'react';
import { QUIET_HOURS, skipReasons, type SendPreview } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { Note, Stack } from '../Step.styles';
import { Figures, PreviewHeading, SmsTable } from './Send.styles';

export interface SendPreviewSummaryProps {
  preview: SendPreview;
  /** The heading, focused when a preview arrives so a screen reader reads on from there. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Whether the send keeps quiet hours: the preview's count of messages that would wait for them to
   * end (at the send's time, now or planned) is then what will happen.
   */
  keepsQuietHours?: boolean;
}

/** Who a send reaches by which channel, who it skips and why, and what its SMS cost. */
export function SendPreviewSummary({
  preview,
  headingRef,
  keepsQuietHours = false,
}: SendPreviewSummaryProps) {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  const headingId = useId();
  const reasonsId = useId();
  const reasons = skipReasons.filter((reason) => (preview.skipped_by_reason[reason] ?? 0) > 0);
  const figures = [
    ['patientsInAudience', preview.patients],
    ['emailOnly', preview.email_only],
    ['smsOnly', preview.sms_only],
    ['emailAndSms', preview.email_and_sms],
    ['skipped', preview.skipped],
  ] as const;

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <PreviewHeading id={headingId} ref={headingRef} tabIndex={-1}>
        {t('send.previewTitle')}
      </PreviewHeading>
      <Figures>
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`send.${key}`)}</dt>
            <dd>{format.number(value)}</dd>
          </div>
        ))}
      </Figures>
      {keepsQuietHours && preview.waiting_for_quiet_hours > 0 && (
        <Note>
          {t('send.quietHoursWaiting', {
            number: format.number(preview.waiting_for_quiet_hours),
            time: format.hour(QUIET_HOURS.endHour),
          })}
        </Note>
      )}
      {reasons.length > 0 && (
        <>
          <Note id={reasonsId}>{t('send.skippedReasons')}</Note>
          <Figures aria-labelledby={reasonsId}>
            {reasons.map((reason) => (
              <div key={reason}>
                <dt>{t(`send.reason.${reason}`)}</dt>
                <dd>{format.number(preview.skipped_by_reason[reason] ?? 0)}</dd>
              </div>
            ))}
          </Figures>
        </>
      )}
      {preview.sms.length > 0 && (
        <SmsTable>
          <caption>{t('send.smsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('send.smsLanguage')}</th>
              <th scope="col">{t('send.smsMessages')}</th>
              <th scope="col">{t('send.smsSegments')}</th>
              <th scope="col">{t('send.smsEncoding')}</th>
              <th scope="col">{t('send.smsCost')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.sms.map((line) => (
              <tr key={line.language}>
                <th scope="row">{languageNames[line.language]}</th>
                <td>{format.number(line.messages)}</td>
                <td>{format.number(line.segments_each)}</td>
                <td>{line.encoding}</td>
                <td>{format.money(line.estimated_cost, preview.currency)}</td>
              </tr>
            ))}
          </tbody>
        </SmsTable>
      )}
    </Stack>
  );
}
