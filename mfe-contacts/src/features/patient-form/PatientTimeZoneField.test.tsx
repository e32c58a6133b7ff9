import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusal, writes, type RecordedRequest } from '@outreach/shared-ui/testing';
import { janeDoe, makePatient } from '../../testing/fixtures';
import { contactsApi, renderWithTable } from '../../testing/renderContacts';

async function openEditForm(user: ReturnType<typeof userEvent.setup>) {
  await renderWithTable();
  await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit patient' });
}

/** Saves the open form and answers the bodies of what was written. */
async function save(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  requests: RecordedRequest[],
) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/The patient has been (saved|added)\./);
  return writes(requests).map((request) => request.body);
}

const zoneField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Time zone' });

describe("the patient form's time zone", () => {
  it("shows the patient's zone with its offset, and quiet hours in the hint", async () => {
    contactsApi();
    const user = userEvent.setup();
    const dialog = await openEditForm(user);
    const field = zoneField(dialog);
    expect((field as HTMLInputElement).value).toMatch(
      /^America\/New York \(GMT-0[45]:00, Eastern (Standard|Daylight) Time\)$/,
    );
    expect(field).toHaveAccessibleDescription(
      'No messages are sent between 9:00 PM and 8:00 AM in this time zone.',
    );
  });

  it("offers the tenant's default, named, as the empty choice of a new patient, and sends no zone for it", async () => {
    const requests = contactsApi({ createPatient: { status: 201, body: makePatient(3) } });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add patient' });
    const field = zoneField(dialog);
    expect(await within(dialog).findByDisplayValue('Tenant default (Europe/London)')).toBe(field);
    await user.type(within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' }), 'C-301');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lima');
    await user.type(within(dialog).getByLabelText('Date of birth'), '1990-07-15');
    const [body] = await save(user, dialog, requests);
    expect(body).toMatchObject({ mrn: 'C-301' });
    expect(body).not.toHaveProperty('time_zone');
  });

  it('is searched by typing and chosen with the keyboard; only the zone is sent', async () => {
    const requests = contactsApi({ updatePatient: { body: { ...janeDoe, time_zone: 'Asia/Tokyo' } } });
    const user = userEvent.setup();
    const dialog = await openEditForm(user);
    const field = zoneField(dialog);
    await user.click(field);
    await user.keyboard('tokyo');
    const list = within(dialog).getByRole('listbox', { name: 'Time zone' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Asia/Tokyo (GMT+09:00, Japan Standard Time)']);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Asia/Tokyo (GMT+09:00, Japan Standard Time)');
    expect(await save(user, dialog, requests)).toEqual([{ id: 1, data: { time_zone: 'Asia/Tokyo' } }]);
  });

  it("goes back to the tenant's default with null", async () => {
    const requests = contactsApi({ updatePatient: { body: { ...janeDoe, time_zone: null } } });
    const user = userEvent.setup();
    const dialog = await openEditForm(user);
    await user.click(zoneField(dialog));
    await user.click(within(dialog).getByRole('option', { name: 'Tenant default (Europe/London)' }));
    expect(await save(user, dialog, requests)).toEqual([{ id: 1, data: { time_zone: null } }]);
  });

  it('shows a zone the server refused at the field, in the UI language', async () => {
    contactsApi({
      updatePatient: refusal('VALIDATION_FAILED', [
        { path: 'body.data.time_zone', message: 'Choose a time zone from the list, e.g. Europe/London.' },
      ]),
    });
    const user = userEvent.setup();
    const dialog = await openEditForm(user);
    const field = zoneField(dialog);
    await user.click(field);
    await user.keyboard('lisbon{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'No messages are sent between 9:00 PM and 8:00 AM in this time zone. Choose a time zone from the list.',
    );
  });
});
