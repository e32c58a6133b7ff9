import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { janeDoe, makePatient } from '../../testing/fixtures';
import { callsTo, refusal, writes } from '@outreach/shared-ui/testing';
import { contactsApi, renderWithTable } from '../../testing/renderContacts';

async function openCreateForm() {
  const user = userEvent.setup();
  await renderWithTable();
  await user.click(screen.getByRole('button', { name: 'Add patient' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add patient' });
  return { user, dialog };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' }), 'C-300');
  await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ana');
  await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'García');
  await user.type(within(dialog).getByLabelText('Date of birth'), '1990-07-15');
}

const localNumberHint =
  'This looks like a local number. Start with + and the country code, and leave out a leading 0: e.g. +44 7700 900123 for 07700 900123, +1 555 123 4567 for (555) 123-4567.';

describe('the patient form', () => {
  it('opens with the keyboard in the MRN field and the option lists translated', async () => {
    contactsApi();
    const { dialog } = await openCreateForm();
    const mrn = within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' });
    await waitFor(() => expect(mrn).toHaveFocus());
    const title = within(dialog).getByRole('combobox', { name: 'Title' });
    expect(
      within(title)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No title', 'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof']);
    const preference = within(dialog).getByRole('combobox', { name: 'Communication preference' });
    expect(
      within(preference)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['As the contact details allow', 'E-mail', 'SMS', 'E-mail and SMS', 'None']);
    expect(within(dialog).getByRole('checkbox', { name: 'Diabetes' })).not.toBeChecked();
  });

  it("shows the spec's messages at their fields and sends nothing while any is wrong", async () => {
    const requests = contactsApi();
    const { user, dialog } = await openCreateForm();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' }),
    ).toHaveAccessibleDescription('Enter the medical record number.');
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Enter a name.',
    );
    expect(within(dialog).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Enter the date of birth.',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    // The keyboard goes to the first field that needs attention.
    expect(within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' })).toHaveFocus();

    await fillRequired(user, dialog);
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'ana@example');
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '555 1234');
    expect(email).toHaveAccessibleDescription('Must be a valid email.');
    expect(mobile).toHaveAccessibleDescription(
      `${localNumberHint} Must be a valid phone number (please add country code e.g. +1).`,
    );
    await user.clear(mobile);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Communication preference' }),
      'SMS',
    );
    expect(
      within(dialog).getByRole('combobox', { name: 'Communication preference' }),
    ).toHaveAccessibleDescription('Add a mobile number to contact this patient by SMS.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes(requests)).toEqual([]);
  });

  it('explains how to write a local mobile number with its country code while it is typed', async () => {
    contactsApi();
    const { user, dialog } = await openCreateForm();
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAccessibleDescription('With the country code, e.g. +1 555 123 4567');

    // Before Save is pressed, nothing is refused yet: the field says how to write the number.
    await user.type(mobile, '07700 900123');
    expect(mobile).toHaveAccessibleDescription(localNumberHint);
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(localNumberHint)).toBeVisible();

    await user.clear(mobile);
    await user.type(mobile, '+44 7700 900123');
    expect(mobile).toHaveAccessibleDescription('With the country code, e.g. +1 555 123 4567');
  });

  it('warns while the preferred channel has no consent, until the consent is ticked', async () => {
    contactsApi();
    const { user, dialog } = await openCreateForm();
    const warning =
      'The patient has not agreed to receive SMS, their preferred channel, so none are sent to them. Record their consent to reach them by SMS.';
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Communication preference' }),
      'SMS',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(warning);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Agreed to receive SMS' }));
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('adds a patient with the fields given, then confirms and lists afresh', async () => {
    const requests = contactsApi({ createPatient: { status: 201, body: makePatient(3) } });
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Title' }), 'Dr');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ' ana@example.test ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '+34 (600) 123-456');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'Spanish');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Agreed to receive SMS' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Flu season' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The patient has been added.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/patients',
        body: {
          mrn: 'C-300',
          title: 'Dr',
          first_name: 'Ana',
          last_name: 'García',
          date_of_birth: '1990-07-15',
          gender: 'female',
          email: 'ana@example.test',
          mobile: '+34600123456',
          language_preference: 'es',
          email_consent: false,
          sms_consent: true,
          opted_out: false,
          cohort_ids: [12],
        },
      }),
    ]);
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/patients')).toHaveLength(2));
  });

  it('shows a duplicate MRN the server refused at the MRN field', async () => {
    contactsApi({
      createPatient: refusal('VALIDATION_FAILED', [
        { path: 'body.mrn', message: 'A patient with this medical record number already exists.' },
      ]),
    });
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const mrn = within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' });
    await waitFor(() =>
      expect(mrn).toHaveAccessibleDescription('A patient with this medical record number already exists.'),
    );
    expect(mrn).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    // A new MRN clears the refusal.
    await user.type(mrn, '1');
    expect(mrn).not.toHaveAccessibleDescription();
  });

  it('edits a patient, sending only what changed', async () => {
    const requests = contactsApi({
      updatePatient: { body: { ...janeDoe, mobile: '+15559876543' } },
    });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit patient' });
    expect(within(dialog).getByRole('textbox', { name: 'Medical record number (MRN)' })).toHaveValue('A-100');
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('1984-02-29');
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('es');
    expect(within(dialog).getByRole('checkbox', { name: 'Diabetes' })).toBeChecked();
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await user.clear(mobile);
    await user.type(mobile, '+1 555 987 6543');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The patient has been saved.');
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/patients/1',
        body: { id: 1, data: { mobile: '+15559876543' } },
      }),
    ]);
  });

  it('keeps an edit from leaving the preferred channel without its contact detail', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit patient' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Add an e-mail address to contact this patient by e-mail.');
    expect(writes(requests)).toEqual([]);
  });
});
