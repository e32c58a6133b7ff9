import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNREAD_MESSAGES_POLL_MS } from '@outreach/shared-contracts/core';
import { useRevalidateUnreadMessages, writeStoredSession } from '@outreach/shared-ui';
import { mockApi, refusal } from '@outreach/shared-ui/testing';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SideNav } from './SideNav';

/** Stands for a remote that marked a message read: it asks the shell's badge to count again. */
function MarkedRead() {
  const revalidate = useRevalidateUnreadMessages();
  return (
    <button type="button" onClick={() => void revalidate()}>
      Mark read
    </button>
  );
}

/** The unread count the API answers, changed by the test as messages come and are read. */
function unreadCount(initial: number) {
  const count = { unread: initial };
  mockApi({ getUnreadMessageCount: () => ({ body: { unread: count.unread } }) });
  return count;
}

describe('SideNav', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'c',
      expiration: 2_000_000_000,
      warning: null,
    });
  });

  it('lists the five areas in a labelled navigation landmark', async () => {
    await renderWithProviders(<SideNav />, { route: '/create' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/create',
      '/reports',
      '/libraries',
      '/contacts',
      '/studio-landing',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Create',
      'Reports',
      'Libraries',
      'Contacts',
      'All campaigns',
    ]);
  });

  it('highlights the item whose href the path starts with', async () => {
    await renderWithProviders(<SideNav />, { route: '/reports/42/details' });
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Create' })).not.toHaveAttribute('aria-current');
  });

  it('shows the user menu with the avatar initials', async () => {
    await renderWithProviders(<SideNav />, { route: '/create' });
    expect(screen.getByRole('button', { name: 'User menu AL' })).toHaveTextContent('AL');
  });

  it('shows the unread message count on Contacts, in the link’s name too', async () => {
    unreadCount(3);
    await renderWithProviders(<SideNav />, { route: '/create' });
    const contacts = await screen.findByRole('link', { name: 'Contacts, unread messages: 3' });
    expect(contacts).toHaveAttribute('href', '/contacts');
    expect(contacts).toHaveTextContent('3');
  });

  it('drops the badge once nothing is unread, and shows none when the count is refused', async () => {
    const count = unreadCount(1);
    const user = userEvent.setup();
    const view = await renderWithProviders(
      <>
        <SideNav />
        <MarkedRead />
      </>,
      { route: '/create' },
    );
    await screen.findByRole('link', { name: 'Contacts, unread messages: 1' });
    count.unread = 0;
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('link', { name: 'Contacts' })).toHaveTextContent(/^Contacts$/);
    view.unmount();

    const requests = mockApi({ getUnreadMessageCount: refusal('FORBIDDEN') });
    await renderWithProviders(<SideNav />, { route: '/create' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveTextContent(/^Contacts$/);
  });

  it('counts again after a message is marked read', async () => {
    const count = unreadCount(2);
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <SideNav />
        <MarkedRead />
      </>,
      { route: '/contacts/messages' },
    );
    await screen.findByRole('link', { name: 'Contacts, unread messages: 2' });
    count.unread = 1;
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('link', { name: 'Contacts, unread messages: 1' })).toBeInTheDocument();
  });

  it('polls the count while the page is open', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const count = unreadCount(1);
      await renderWithProviders(<SideNav />, { route: '/create' });
      await screen.findByRole('link', { name: 'Contacts, unread messages: 1' });
      count.unread = 4;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(UNREAD_MESSAGES_POLL_MS);
      });
      expect(await screen.findByRole('link', { name: 'Contacts, unread messages: 4' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
