import { useState } from 'react';
import { Button, LoadingState, StateMessage, useRevalidateUnreadMessages } from '@outreach/shared-ui';
import {
  MESSAGE_INBOX_STATES,
  type InboxMessage,
  type InboxPage,
  type MessageInboxState,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { changeMessage, useInboxPage, type MessageAction } from './api';
import { InboxMessageItem } from './InboxMessageItem';
import { Filters, MessageList, Pager } from './MessageInbox.styles';

/**
 * The tenant's inbox of patient messages: unread first, or only the unread or the handled, a page at
 * a time. A change shows in its row at once; the row stays where it is until the list is read again,
 * so a message does not jump away while someone reads it.
 */
export function MessageInboxPage() {
  const { t } = useAreaTranslation();
  const [state, setState] = useState<MessageInboxState>('all');
  const [page, setPage] = useState(1);
  const inbox = useInboxPage(state, page);
  const revalidateUnread = useRevalidateUnreadMessages();

  const choose = (next: MessageInboxState) => {
    setState(next);
    setPage(1);
  };

  const change = async (message: InboxMessage, action: MessageAction) => {
    const changed = await changeMessage(message.id, action);
    await inbox.mutate(
      (current?: InboxPage) =>
        current && {
          ...current,
          results: current.results.map((row) => (row.id === changed.id ? changed : row)),
        },
      { revalidate: false },
    );
    void revalidateUnread();
  };

  return (
    <>
      <Filters role="group" aria-label={t('inbox.filter')}>
        {MESSAGE_INBOX_STATES.map((option) => (
          <Button
            key={option}
            type="button"
            $variant={option === state ? 'primary' : 'secondary'}
            aria-pressed={option === state}
            onClick={() => choose(option)}
          >
            {t(`inbox.filters.${option}`)}
          </Button>
        ))}
      </Filters>
      {inbox.error ? (
        <StateMessage
          alert
          title={t('contacts.loadError')}
          action={{ label: t('contacts.retry'), onClick: () => void inbox.mutate() }}
        />
      ) : !inbox.data ? (
        <LoadingState label={t('inbox.loading')} />
      ) : inbox.data.results.length === 0 && page === 1 ? (
        <StateMessage title={t(`inbox.empty.${state}.title`)} body={t(`inbox.empty.${state}.body`)} />
      ) : (
        <>
          <MessageList aria-label={t(`inbox.lists.${state}`)}>
            {inbox.data.results.map((message) => (
              <InboxMessageItem key={message.id} message={message} onChange={change} />
            ))}
          </MessageList>
          {(page > 1 || inbox.data.has_next) && (
            <Pager aria-label={t('inbox.pages')}>
              <Button
                type="button"
                $variant="secondary"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {t('inbox.previous')}
              </Button>
              <span>{t('inbox.page', { page })}</span>
              <Button
                type="button"
                $variant="secondary"
                disabled={!inbox.data.has_next}
                onClick={() => setPage(page + 1)}
              >
                {t('inbox.next')}
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  );
}
