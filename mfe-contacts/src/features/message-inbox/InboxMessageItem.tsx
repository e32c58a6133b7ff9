import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@outreach/shared-ui';
import type { InboxMessage, MessageMark } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import type { MessageAction } from './api';
import {
  Actions,
  Body,
  ContactLinks,
  Heading,
  Item,
  Meta,
  Problem,
  Reply,
  StateTag,
} from './MessageInbox.styles';
import { useMessageTime } from './useMessageTime';

export interface InboxMessageItemProps {
  message: InboxMessage;
  /** Marks the message, answering once the server has; rejects when it could not. */
  onChange: (message: InboxMessage, action: MessageAction) => Promise<void>;
}

/**
 * One message of the inbox: who wrote it from which page and when, its state, and what to do. Its text
 * shows in full once opened, which marks it read; the reply is a phone call (or an e-mail).
 */
export function InboxMessageItem({ message, onChange }: InboxMessageItemProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const timeOf = useMessageTime();
  const bodyId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = format.name(message.patient);
  const sent = timeOf(message.created_at);

  const act = async (action: MessageAction) => {
    setBusy(true);
    setFailed(false);
    try {
      await onChange(message, action);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    setOpen(!open);
    // Opening is reading: the first staff member to open it is recorded.
    if (!open && message.read === null) void act('read');
  };

  const markText = (key: 'inbox.readBy' | 'inbox.handledBy', mark: MessageMark) => {
    const at = timeOf(mark.at);
    return t(key, { name: mark.by?.name ?? t('inbox.formerStaff'), time: `${at.relative} (${at.absolute})` });
  };

  return (
    <Item aria-labelledby={headingId} $unread={message.read === null}>
      <Heading id={headingId}>
        <Link to={{ pathname: '/contacts', search: `?patient=${String(message.patient.id)}` }}>{name}</Link>
        <StateTag $state={message.handled ? 'handled' : message.read ? 'read' : 'unread'}>
          {message.handled
            ? t('inbox.stateHandled')
            : message.read
              ? t('inbox.stateRead')
              : t('inbox.stateUnread')}
        </StateTag>
      </Heading>
      <Meta>
        {t('patientMessages.from', { touchpoint: message.touchpoint.name })}
        {message.from_test_link && ` · ${t('patientMessages.testLink')}`}
        {' · '}
        <time dateTime={message.created_at} title={sent.absolute}>
          {sent.relative}
        </time>{' '}
        ({sent.absolute})
      </Meta>
      <Body id={bodyId} $clamped={!open}>
        {message.body}
      </Body>
      {open && (
        <Reply aria-label={t('inbox.callPatient')}>
          <strong>{t('inbox.callPatient')}</strong>
          {message.patient.mobile || message.patient.email ? (
            <ContactLinks>
              {message.patient.mobile && (
                <a href={`tel:${message.patient.mobile}`}>
                  {t('inbox.call', { phone: message.patient.mobile })}
                </a>
              )}
              {message.patient.email && (
                <a href={`mailto:${message.patient.email}`}>
                  {t('inbox.email', { email: message.patient.email })}
                </a>
              )}
            </ContactLinks>
          ) : (
            <span>{t('inbox.noContact')}</span>
          )}
          {message.read && <Meta>{markText('inbox.readBy', message.read)}</Meta>}
          {message.handled && <Meta>{markText('inbox.handledBy', message.handled)}</Meta>}
        </Reply>
      )}
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-describedby={headingId}
          onClick={toggle}
        >
          {open ? t('inbox.close') : t('inbox.open')}
        </Button>
        {message.handled ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            aria-describedby={headingId}
            onClick={() => void act('reopen')}
          >
            {t('inbox.reopen')}
          </Button>
        ) : (
          <Button
            type="button"
            disabled={busy}
            aria-describedby={headingId}
            onClick={() => void act('handled')}
          >
            {t('inbox.markHandled')}
          </Button>
        )}
      </Actions>
      {failed && <Problem role="alert">{t('inbox.changeFailed')}</Problem>}
    </Item>
  );
}
