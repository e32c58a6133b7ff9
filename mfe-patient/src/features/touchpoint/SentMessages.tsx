import { useEffect, useId, useMemo, useState } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import type { SentMessage } from '@outreach/shared-contracts/core';
import { usePatientCall } from '../../api/patientCallContext';
import { Hint } from '../../app/fields.styles';
import { usePageTranslation } from './pageTranslations';
import { SentBody, SentItem, SentList } from './TouchpointPage.styles';

export interface SentMessagesProps {
  token: string;
  /** Changes after each message sent, so the list is read again with it. */
  revision: number;
}

/**
 * What the patient sent from this link, newest first, and for each whether the care team has read it
 * and when. Who read it is the care team's business, not shown here.
 */
export function SentMessages({ token, revision }: SentMessagesProps) {
  const { t, i18n } = usePageTranslation();
  const titleId = useId();
  const patientCall = usePatientCall();
  const [messages, setMessages] = useState<SentMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const when = useMemo(() => {
    const format = new Intl.DateTimeFormat(regionalLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);

  useEffect(() => {
    let current = true;
    patientCall('listInteractionMessages', { id: token }).then(
      (answer) => {
        if (!current) return;
        setMessages(answer.results);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [patientCall, token, revision]);

  if (failed) return <Hint role="status">{t('sentFailed')}</Hint>;
  if (!messages || messages.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('sentTitle')}</h3>
      <SentList>
        {messages.map((message) => (
          <SentItem key={message.id}>
            <SentBody dir="auto">{message.body}</SentBody>
            <Hint>
              {t('sentAt', { time: when(message.sent_at) })}
              {' · '}
              {message.read_at ? t('sentRead', { time: when(message.read_at) }) : t('sentUnread')}
            </Hint>
          </SentItem>
        ))}
      </SentList>
    </section>
  );
}
