import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, gate } from '@outreach/shared-ui/testing';
import type { PatientMessage, PatientMessagePage } from '@outreach/shared-contracts/core';
import { contactsApi, renderContacts, renderWithTable } from '../../testing/renderContacts';
import { PatientMessages } from './PatientMessages';

function message(id: number, overrides: Partial<PatientMessage> = {}): PatientMessage {
  return {
    id,
    body: `Message ${id}`,
    created_at: '2026-03-05T14:30:00.000Z',
    touchpoint: { id: 5, name: 'Flu reminder' },
    from_test_link: false,
    read: null,
    handled: null,
    ...overrides,
  };
}

function page(results: PatientMessage[], number = 1, hasNext = false): PatientMessagePage {
  return { results, page: number, page_size: 50, has_next: hasNext };
}

describe('messages from the patient', () => {
  it('shows what the patient wrote, newest first, on the patient’s record', async () => {
    const requests = contactsApi({
      listPatientMessages: {
        body: page([
          message(2, { body: 'My ankles are swollen\nsince Tuesday.', from_test_link: true }),
          message(1, { body: 'Thank you!' }),
        ]),
      },
    });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit patient' });

    const section = within(dialog).getByRole('region', { name: 'Messages from the patient' });
    const list = await within(section).findByRole('list', { name: 'Newest messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'My ankles are swollen\nsince Tuesday.',
      'Thank you!',
    ]);
    expect(items[0]).toHaveTextContent('From “Flu reminder” · Through a test link');
    expect(items[1]).not.toHaveTextContent('Through a test link');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-05T14:30:00.000Z');
    expect(callsTo(requests, 'GET', '/api/patients/1/messages')[0]!.query).toEqual({ get_page: '1' });
  });

  it('loads, then says when the patient has written nothing', async () => {
    const held = gate();
    contactsApi({ listPatientMessages: { body: page([]), gate: held.promise } });
    await renderContacts(<PatientMessages patientId={1} />);

    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('The patient has not sent any messages.')).toBeInTheDocument();
  });

  it('shows older pages on request', async () => {
    const requests = contactsApi({
      listPatientMessages: ({ query }) =>
        query.get_page === '2'
          ? { body: page([message(1, { body: 'The oldest one' })], 2) }
          : { body: page([message(3, { body: 'The newest one' })], 1, true) },
    });
    const user = userEvent.setup();
    await renderContacts(<PatientMessages patientId={1} />);

    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));

    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    expect(screen.getByText('The newest one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/patients/1/messages').map((call) => call.query.get_page)).toEqual([
      '1',
      '2',
    ]);
  });

  it('says when the messages could not be loaded, and tries again', async () => {
    let fail = true;
    contactsApi({
      listPatientMessages: () =>
        fail ? { networkError: true } : { body: page([message(1, { body: 'Back again' })]) },
    });
    const user = userEvent.setup();
    await renderContacts(<PatientMessages patientId={1} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('says whether the care team has read or handled each message, and who', async () => {
    contactsApi({
      listPatientMessages: {
        body: page([
          message(3, { body: 'Still unread' }),
          message(2, {
            body: 'Read one',
            read: { at: '2026-03-05T15:00:00.000Z', by: { id: 4, name: 'Nadia Reyes' } },
          }),
          message(1, {
            body: 'Handled one',
            read: { at: '2026-03-05T15:00:00.000Z', by: null },
            handled: { at: '2026-03-05T16:00:00.000Z', by: { id: 5, name: 'Sam Okafor' } },
          }),
        ]),
      },
    });
    await renderContacts(<PatientMessages patientId={1} />);

    const items = within(await screen.findByRole('list', { name: 'Newest messages' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent(/Read by Nadia Reyes, .*2026/);
    expect(items[2]).toHaveTextContent(/Handled by Sam Okafor, .*2026/);
  });
});
