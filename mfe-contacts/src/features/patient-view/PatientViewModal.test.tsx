import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writes } from '@outreach/shared-ui/testing';
import { johnRoe, makePage, makePatient } from '../../testing/fixtures';
import { contactsApi, renderWithTable } from '../../testing/renderContacts';

/** The value shown under a label of the record. */
function valueOf(record: HTMLElement, label: string): string | null {
  const term = within(record).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe("a patient's record", () => {
  it('opens from the name in the list, to read: every field, nothing editable, no write', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();

    await user.click(screen.getByRole('button', { name: 'Doe, Jane' }));
    const record = await screen.findByRole('dialog', { name: 'Doe, Jane' });
    expect(within(record).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(record).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(valueOf(record, 'Medical record number (MRN)')).toBe('A-100');
    expect(valueOf(record, 'Date of birth')).toBe('Feb 29, 1984');
    expect(valueOf(record, 'E-mail')).toBe('jane@example.test');
    expect(within(record).getByRole('link', { name: '+15551234567' })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );
    expect(valueOf(record, 'Communication preference')).toBe('E-mail and SMS');
    expect(valueOf(record, 'Consent')).toBe('E-mail');
    expect(await within(record).findByText('Diabetes')).toBeInTheDocument();
    // She prefers SMS too, without having agreed to it: the record says so before anything else.
    expect(
      within(record).getByText(
        'The patient has not agreed to receive SMS, their preferred channel, so none are sent to them. Record their consent to reach them by SMS.',
      ),
    ).toBeVisible();
    expect(within(record).getByRole('heading', { name: 'Messages from the patient' })).toBeInTheDocument();
    expect(within(record).getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(within(record).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('says what is not recorded, and warns of both channels without consent', async () => {
    const unsure = makePatient(5, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      mobile: null,
      communication_preference: 'email_and_sms',
      email_consent: false,
      sms_consent: false,
    });
    contactsApi({ listPatients: { body: makePage([unsure, johnRoe]) } });
    const user = userEvent.setup();
    await renderWithTable();

    const row = screen.getByRole('rowheader', { name: 'Lovelace, Ada' }).closest('tr')!;
    expect(within(row).getByText('No e-mail or SMS consent')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'None' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lovelace, Ada' }));
    const record = await screen.findByRole('dialog', { name: 'Lovelace, Ada' });
    expect(valueOf(record, 'Mobile number')).toBe('Not recorded');
    expect(valueOf(record, 'Title')).toBe('Not recorded');
    expect(valueOf(record, 'Consent')).toBe('None');
    expect(await within(record).findByText('In no cohort')).toBeInTheDocument();
    expect(
      within(record).getByText(
        /^The patient has agreed to neither e-mail nor SMS, their preferred channels, so nothing is sent to them\./,
      ),
    ).toBeVisible();
  });

  it('edits on request, and Cancel goes back to the record as it was', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();

    await user.click(screen.getByRole('button', { name: 'Doe, Jane' }));
    const record = await screen.findByRole('dialog', { name: 'Doe, Jane' });
    await user.click(within(record).getByRole('button', { name: 'Edit' }));

    const form = await screen.findByRole('dialog', { name: 'Edit patient' });
    const firstName = within(form).getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Jane');
    await user.type(firstName, 't');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    const again = await screen.findByRole('dialog', { name: 'Doe, Jane' });
    expect(within(again).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });
});
