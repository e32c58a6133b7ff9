import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, gate } from '@outreach/shared-ui/testing';
import type { InboxMessage, InboxPage } from '@outreach/shared-contracts/core';
import { ContactsPage } from '../contacts/ContactsPage';
import { contactsApi, renderContacts } from '../../testing/renderContacts';
import { janeDoe } from '../../testing/fixtures';

const nadia = { id: 4, name: 'Nadia Reyes' };

function message(id: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    body: `Message ${String(id)}`,
    created_at: '2026-03-05T14:30:00.000Z',
    touchpoint: { id: 5, name: 'Heart failure week one' },
    from_test_link: false,
    read: null,
    handled: null,
    patient: {
      id: 1,
      first_name: 'Ines',
      last_name: 'Duarte',
      mobile: '+15550104477',
      email: 'ines@mail.test',
    },
    ...overrides,
  };
}

const page = (results: InboxMessage[], number = 1, hasNext = false): InboxPage => ({
  results,
  page: number,
  page_size: 50,
  has_next: hasNext,
});

const renderInbox = () => renderContacts(<ContactsPage />, 'en', '/contacts/messages');

/** The inbox's rows, named by their heading (the patient and the state). */
async function rows() {
  return within(await screen.findByRole('list', { name: 'All messages, unread first' })).getAllByRole(
    'listitem',
  );
}

describe('the message inbox', () => {
  it('lists the tenant’s messages, unread first, with patient, touchpoint, time, text and state', async () => {
    const requests = contactsApi({
      getUnreadMessageCount: { body: { unread: 1 } },
      listInboxMessages: {
        body: page([
          message(2, {
            body: 'Ankles more swollen, extra furosemide?',
            created_at: '2026-07-05T14:30:00.000Z',
          }),
          message(1, {
            body: 'Thank you',
            read: { at: '2026-03-05T15:00:00.000Z', by: nadia },
            patient: { id: 2, first_name: 'John', last_name: 'Roe', mobile: null, email: null },
          }),
        ]),
      },
    });
    await renderInbox();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages from patients' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Messages (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Patients' })).not.toHaveAttribute('aria-current');
    const [unread, read] = await rows();
    expect(within(unread!).getByRole('heading', { name: 'Duarte, Ines Unread' })).toBeInTheDocument();
    expect(within(unread!).getByRole('link', { name: 'Duarte, Ines' })).toHaveAttribute(
      'href',
      '/contacts?patient=1',
    );
    expect(unread).toHaveTextContent('Ankles more swollen, extra furosemide?');
    expect(unread).toHaveTextContent('From “Heart failure week one”');
    // In full in the tenant's time zone (Europe/London, on summer time), beside how long ago.
    expect(unread).toHaveTextContent(/\(Jul 5, 2026, 3:30\sPM GMT\+1\)/);
    expect(unread!.querySelector('time')).toHaveAttribute('datetime', '2026-07-05T14:30:00.000Z');
    expect(within(read!).getByRole('heading', { name: 'Roe, John Read' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/messages')[0]!.query).toEqual({ state: 'all', get_page: '1' });
  });

  it('opens a message from the keyboard, which marks it read and offers to call the patient', async () => {
    let unreadCount = 1;
    const requests = contactsApi({
      getUnreadMessageCount: () => ({ body: { unread: unreadCount } }),
      listInboxMessages: { body: page([message(2)]) },
      markMessageRead: () => {
        unreadCount = 0;
        return { body: message(2, { read: { at: '2026-03-05T15:00:00.000Z', by: nadia } }) };
      },
    });
    const user = userEvent.setup();
    await renderInbox();
    expect(await screen.findByRole('link', { name: 'Messages (1)' })).toBeInTheDocument();

    const [row] = await rows();
    within(row!).getByRole('button', { name: 'Open message' }).focus();
    await user.keyboard('{Enter}');

    expect(within(row!).getByRole('button', { name: 'Close message' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(row!).findByRole('heading', { name: 'Duarte, Ines Read' })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/messages/2/read')).toHaveLength(1);
    const reply = within(row!).getByRole('region', { name: 'Call the patient' });
    expect(within(reply).getByRole('link', { name: 'Call +15550104477' })).toHaveAttribute(
      'href',
      'tel:+15550104477',
    );
    expect(within(reply).getByRole('link', { name: 'E-mail ines@mail.test' })).toHaveAttribute(
      'href',
      'mailto:ines@mail.test',
    );
    expect(reply).toHaveTextContent(/Read by Nadia Reyes/);
    // The count is asked for again, so the tab (and the shell's badge) drop the message.
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('does not mark an opened message read twice, and says when a patient has no phone or e-mail', async () => {
    const requests = contactsApi({
      listInboxMessages: {
        body: page([
          message(3, {
            read: { at: '2026-03-05T15:00:00.000Z', by: null },
            patient: { id: 2, first_name: 'John', last_name: 'Roe', mobile: null, email: null },
          }),
        ]),
      },
    });
    const user = userEvent.setup();
    await renderInbox();
    const [row] = await rows();
    await user.click(within(row!).getByRole('button', { name: 'Open message' }));
    expect(within(row!).getByRole('region', { name: 'Call the patient' })).toHaveTextContent(
      'No phone number or e-mail address on record.',
    );
    expect(row).toHaveTextContent(/Read by a former staff member/);
    expect(callsTo(requests, 'POST', '/api/messages/3/read')).toHaveLength(0);
  });

  it('marks a message handled and reopens it', async () => {
    const handled = { at: '2026-03-05T16:00:00.000Z', by: nadia };
    const requests = contactsApi({
      listInboxMessages: { body: page([message(2)]) },
      markMessageHandled: { body: message(2, { read: handled, handled }) },
      reopenMessage: { body: message(2, { read: handled }) },
    });
    const user = userEvent.setup();
    await renderInbox();
    const [row] = await rows();

    await user.click(within(row!).getByRole('button', { name: 'Mark handled' }));
    expect(await within(row!).findByRole('heading', { name: 'Duarte, Ines Handled' })).toBeInTheDocument();
    await user.click(within(row!).getByRole('button', { name: 'Reopen' }));
    expect(await within(row!).findByRole('heading', { name: 'Duarte, Ines Read' })).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Mark handled' })).toBeEnabled();
    expect(callsTo(requests, 'PUT', '/api/messages/2/handled')).toHaveLength(1);
    expect(callsTo(requests, 'DELETE', '/api/messages/2/handled')).toHaveLength(1);
  });

  it('says when a change could not be saved, and keeps the message as it was', async () => {
    contactsApi({
      listInboxMessages: { body: page([message(2)]) },
      markMessageHandled: { networkError: true },
    });
    const user = userEvent.setup();
    await renderInbox();
    const [row] = await rows();
    await user.click(within(row!).getByRole('button', { name: 'Mark handled' }));
    expect(await within(row!).findByRole('alert')).toHaveTextContent(
      'The message could not be updated. Please try again.',
    );
    expect(within(row!).getByRole('heading', { name: 'Duarte, Ines Unread' })).toBeInTheDocument();
  });

  it('shows only the unread or the handled on request, with an empty state for each', async () => {
    const requests = contactsApi({
      listInboxMessages: ({ query }) => ({ body: page(query.state === 'all' ? [message(2)] : []) }),
    });
    const user = userEvent.setup();
    await renderInbox();
    await rows();
    const filters = screen.getByRole('group', { name: 'Show messages' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Unread' }));
    expect(await screen.findByRole('region', { name: 'Nothing unread' })).toHaveTextContent(
      'Every message from a patient has been opened.',
    );
    await user.click(within(filters).getByRole('button', { name: 'Handled' }));
    expect(await screen.findByRole('region', { name: 'Nothing handled yet' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/messages').map((request) => request.query.state)).toEqual([
      'all',
      'unread',
      'handled',
    ]);
  });

  it('pages through the messages', async () => {
    const requests = contactsApi({
      listInboxMessages: ({ query }) =>
        query.get_page === '2'
          ? { body: page([message(1, { body: 'An older one' })], 2) }
          : { body: page([message(60, { body: 'A newer one' })], 1, true) },
    });
    const user = userEvent.setup();
    await renderInbox();
    await screen.findByText('A newer one');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('An older one')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of messages' })).toHaveTextContent('Page 2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(callsTo(requests, 'GET', '/api/messages').map((request) => request.query.get_page)).toEqual([
      '1',
      '2',
    ]);
  });

  it('loads, says when there is nothing yet, and words a failure as the spec does', async () => {
    const held = gate();
    contactsApi({ listInboxMessages: { body: page([]), gate: held.promise } });
    const view = await renderInbox();
    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('region', { name: 'No messages yet' })).toBeInTheDocument();
    view.unmount();

    let fail = true;
    contactsApi({
      listInboxMessages: () =>
        fail ? { networkError: true } : { body: page([message(2, { body: 'Back' })]) },
    });
    const user = userEvent.setup();
    await renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });

  it('opens the patient’s record, to read, from the link to the patient', async () => {
    contactsApi({ getPatient: { body: janeDoe } });
    await renderContacts(<ContactsPage />, 'en', '/contacts?patient=1');
    const record = await screen.findByRole('dialog', { name: 'Doe, Jane' });
    expect(within(record).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(record).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
