import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, errorMessage } from '@outreach/shared-ui';
import {
  messageStates,
  QUIET_HOURS,
  type MessageCounts,
  type MessageState,
  type Send,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { changeSend, type SendAction } from '../../api';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Row } from '../Step.styles';
import { failureWording } from './failureReason';
import { Delivery, DeliveryHeading, FailureList, Figures, ProgressBar } from './Send.styles';

export interface DeliveryItemProps {
  send: Send;
  /** The send as an action left it. */
  onChanged: (send: Send) => void;
  /** The name of the send's touchpoint, for a list of several touchpoints' sends; then it heads the send. */
  touchpointName?: string;
}

/** Always shown, in this order; the other states only when a message is in them. */
const shownStates: readonly MessageState[] = [
  'queued',
  'sent',
  'delivered',
  'opened',
  'bounced',
  'failed',
  'skipped',
];

/** The states whose counts are shown: those of {@link shownStates}, then any other holding a message. */
export function shownMessageStates(counts: MessageCounts): MessageState[] {
  return messageStates.filter((state) => shownStates.includes(state) || counts[state] > 0);
}

/** All messages, and those handed over or finished with (neither queued nor being handed over). */
export function sendProgress(send: Send): { done: number; total: number } {
  const total = messageStates.reduce((sum, state) => sum + send.counts[state], 0);
  return { done: total - send.counts.queued - send.counts.sending, total };
}

/** The send's failures and bounces in words, most messages first; codes worded alike count together. */
function failuresByWording(send: Send, word: (code: string) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const { reason, messages } of send.failures) {
    const wording = word(reason);
    counts.set(wording, (counts.get(wording) ?? 0) + messages);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

const actionLabels: Record<SendAction, { idle: string; busy: string }> = {
  pauseSend: { idle: 'deliveries.pause', busy: 'deliveries.pausing' },
  resumeSend: { idle: 'deliveries.resume', busy: 'deliveries.resuming' },
  cancelSend: { idle: 'deliveries.cancel', busy: 'deliveries.cancelling' },
  retryFailedMessages: { idle: 'deliveries.retry', busy: 'deliveries.retrying' },
};

/** The actions a send offers in its state. */
function actionsOf(send: Send): SendAction[] {
  const actions: SendAction[] = [];
  if (send.state === 'sending') actions.push('pauseSend');
  if (send.state === 'paused') actions.push('resumeSend');
  if (send.counts.failed > 0) actions.push('retryFailedMessages');
  if (send.state !== 'cancelled' && send.state !== 'done') actions.push('cancelSend');
  return actions;
}

/** One send: its state, time and sender, its progress and counts, its failures, and its actions. */
export function DeliveryItem({ send, onChanged, touchpointName }: DeliveryItemProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useCampaignsFormat();
  const headingId = useId();
  const progressId = useId();
  const failuresId = useId();
  const [busy, setBusy] = useState<SendAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { done, total } = sendProgress(send);
  const states = shownMessageStates(send.counts);
  const time = format.dateTime(send.send_at);

  const act = async (action: SendAction) => {
    setConfirmingCancel(false);
    setBusy(action);
    setFailure(null);
    try {
      onChanged(await changeSend(send.id, action));
      // The button pressed gives way to the actions of the new state: the keyboard goes on from the send.
      headingRef.current?.focus();
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Delivery aria-labelledby={headingId}>
      <DeliveryHeading id={headingId} ref={headingRef} tabIndex={-1}>
        {touchpointName === undefined
          ? t('deliveries.heading', { time })
          : t('deliveries.touchpointHeading', { touchpoint: touchpointName, time })}
      </DeliveryHeading>
      <Figures>
        <div>
          <dt>{t('deliveries.state')}</dt>
          <dd>{t(`deliveries.states.${send.state}`)}</dd>
        </div>
        <div>
          <dt>{t('deliveries.by')}</dt>
          <dd>{send.created_by?.name ?? t('deliveries.unknownSender')}</dd>
        </div>
        <div>
          <dt>{t('deliveries.version')}</dt>
          <dd>{format.number(send.version)}</dd>
        </div>
        <div>
          <dt>{t('deliveries.audience')}</dt>
          <dd>{send.audience === null ? t('deliveries.notPrepared') : format.number(send.audience)}</dd>
        </div>
        <div>
          <dt>{t('deliveries.quietHours')}</dt>
          <dd>{send.quiet_hours ? t('deliveries.quietHoursOn') : t('deliveries.quietHoursOff')}</dd>
        </div>
      </Figures>
      <Note id={progressId}>
        {t('deliveries.progress', { done: format.number(done), total: format.number(total) })}
      </Note>
      <ProgressBar aria-labelledby={progressId} value={done} max={Math.max(total, 1)} />
      <Figures aria-label={t('deliveries.counts')}>
        {states.map((state) => (
          <div key={state}>
            <dt>{t(`deliveries.messages.${state}`)}</dt>
            <dd>{format.number(send.counts[state])}</dd>
          </div>
        ))}
        {send.waiting_for_quiet_hours > 0 && (
          <div>
            <dt>{t('deliveries.waitingForQuietHours', { time: format.hour(QUIET_HOURS.endHour) })}</dt>
            <dd>{format.number(send.waiting_for_quiet_hours)}</dd>
          </div>
        )}
      </Figures>
      {send.failures.length > 0 && (
        <>
          <Note id={failuresId}>{t('deliveries.failures')}</Note>
          <FailureList aria-labelledby={failuresId}>
            {failuresByWording(send, (code) => {
              const { keys, values } = failureWording(code);
              return t(
                keys.map((key) => `deliveries.failureReasons.${key}`),
                values,
              );
            }).map(([wording, messages]) => (
              <li key={wording}>{`${wording}: ${format.number(messages)}`}</li>
            ))}
          </FailureList>
        </>
      )}
      <Row>
        {actionsOf(send).map((action) => (
          <Button
            key={action}
            type="button"
            $variant={action === 'cancelSend' ? 'danger' : 'secondary'}
            disabled={busy !== null}
            onClick={() => (action === 'cancelSend' ? setConfirmingCancel(true) : void act(action))}
          >
            {t(busy === action ? actionLabels[action].busy : actionLabels[action].idle)}
          </Button>
        ))}
      </Row>
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <ConfirmDialog
        open={confirmingCancel}
        title={t('deliveries.cancelTitle')}
        message={t('deliveries.cancelMessage')}
        confirmLabel={t('deliveries.cancel')}
        cancelLabel={t('deliveries.keep')}
        onConfirm={() => void act('cancelSend')}
        onCancel={() => setConfirmingCancel(false)}
      />
    </Delivery>
  );
}
