import { useMemo } from 'react';
import { Button, LoadingState, regionalLocale } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { usePatientMessages } from './api';
import { Body, Message, MessageList, Meta, Problem, Quiet } from './PatientMessages.styles';

export interface MessagePageProps {
  patientId: number;
  /** From 1; the first page also says when there is nothing at all. */
  page: number;
  /** Offered under the last page shown when an older one follows. */
  onShowOlder?: () => void;
}

/** When a message was sent, in the UI language and the reader's time zone. */
function useSentAt(): (iso: string) => string {
  const { i18n } = useAreaTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(regionalLocale(uiLanguage), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso) => format.format(new Date(iso));
  }, [uiLanguage]);
}

/** One page of a patient's messages, with its loading and error states. */
export function MessagePage({ patientId, page, onShowOlder }: MessagePageProps) {
  const { t } = useAreaTranslation();
  const sentAt = useSentAt();
  const messages = usePatientMessages(patientId, page);
  const { mutate } = messages;

  if (messages.error) {
    return (
      <div role="alert">
        <Problem>{t('patientMessages.failed')}</Problem>
        <Button type="button" $variant="link" onClick={() => void mutate()}>
          {t('patientMessages.retry')}
        </Button>
      </div>
    );
  }
  if (!messages.data) return <LoadingState label={t('patientMessages.loading')} />;
  if (page === 1 && messages.data.results.length === 0) return <Quiet>{t('patientMessages.empty')}</Quiet>;
  return (
    <>
      <MessageList aria-label={page === 1 ? t('patientMessages.newest') : t('patientMessages.older')}>
        {messages.data.results.map((message) => (
          <Message key={message.id}>
            <Body>{message.body}</Body>
            <Meta>
              <time dateTime={message.created_at}>{sentAt(message.created_at)}</time>
              {' · '}
              {t('patientMessages.from', { touchpoint: message.touchpoint.name })}
              {message.from_test_link && ` · ${t('patientMessages.testLink')}`}
            </Meta>
            <Meta>
              {message.handled
                ? t('inbox.handledBy', {
                    name: message.handled.by?.name ?? t('inbox.formerStaff'),
                    time: sentAt(message.handled.at),
                  })
                : message.read
                  ? t('inbox.readBy', {
                      name: message.read.by?.name ?? t('inbox.formerStaff'),
                      time: sentAt(message.read.at),
                    })
                  : t('inbox.stateUnread')}
            </Meta>
          </Message>
        ))}
      </MessageList>
      {messages.data.has_next && onShowOlder && (
        <div>
          <Button type="button" $variant="secondary" onClick={onShowOlder}>
            {t('patientMessages.showOlder')}
          </Button>
        </div>
      )}
    </>
  );
}
