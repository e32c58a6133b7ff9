import { useId, useState, type Ref } from 'react';
import { TextField } from '@outreach/shared-ui';
import { QUIET_HOURS, SEND_LIMITS } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { CheckboxField } from '../../fields/CheckboxField';
import { Choice } from './TestLink.styles';
import { FormGroup, GroupLegend } from './Send.styles';
import { browserTimeZone, inputValueOf } from './sendTime';

export type SendTiming = 'now' | 'at';

export interface SendTimeFieldsProps {
  timing: SendTiming;
  onTiming: (timing: SendTiming) => void;
  /** The `datetime-local` value, in the browser's time zone. */
  at: string;
  onAt: (at: string) => void;
  error: string | null;
  quietHours: boolean;
  onQuietHours: (quietHours: boolean) => void;
  atRef?: Ref<HTMLInputElement>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a send starts, and whether it waits out the patients' night. */
export function SendTimeFields({
  timing,
  onTiming,
  at,
  onAt,
  error,
  quietHours,
  onQuietHours,
  atRef,
}: SendTimeFieldsProps) {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  const timingName = useId();
  // The picker's bounds only guide the choice; the server judges the time when the send is made.
  const [bounds] = useState(() => {
    const now = Date.now();
    return {
      min: inputValueOf(new Date(now)),
      max: inputValueOf(new Date(now + SEND_LIMITS.scheduleDaysMax * DAY_MS)),
    };
  });

  return (
    <>
      <FormGroup>
        <GroupLegend>{t('send.when')}</GroupLegend>
        <Choice>
          <input type="radio" name={timingName} checked={timing === 'now'} onChange={() => onTiming('now')} />
          {t('send.now')}
        </Choice>
        <Choice>
          <input type="radio" name={timingName} checked={timing === 'at'} onChange={() => onTiming('at')} />
          {t('send.at')}
        </Choice>
        {timing === 'at' && (
          <TextField
            ref={atRef}
            label={t('send.sendAt')}
            hint={t('send.sendAtHint', { zone: browserTimeZone() })}
            type="datetime-local"
            value={at}
            min={bounds.min}
            max={bounds.max}
            error={error}
            onChange={(event) => onAt(event.target.value)}
          />
        )}
      </FormGroup>
      <CheckboxField
        label={t('send.quietHours', {
          start: format.hour(QUIET_HOURS.startHour),
          end: format.hour(QUIET_HOURS.endHour),
        })}
        checked={quietHours}
        onChange={onQuietHours}
      />
    </>
  );
}
