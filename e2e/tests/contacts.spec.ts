import { expect, test } from '../fixtures.js';
import { ContactsPage } from '../pages/ContactsPage.js';
import { expectNoBlockingViolations } from '../support/axe.js';

// Each test signs in as a user with a tenant of its own, so its patients and cohorts are its alone.

test('staff add patients, find them by name and MRN, edit one and edit all of them at once', async ({
  page,
  signIn,
}) => {
  await signIn('contactsPatients');
  const contacts = new ContactsPage(page);
  await contacts.open();

  await test.step('a new tenant has no patients and invites to add the first', async () => {
    const empty = contacts.area.getByRole('region', { name: 'No patients yet' });
    await expect(empty).toBeVisible();
    await expect(contacts.area.getByText('Tenant: Contacts Patients Clinic')).toBeVisible();
    await expectNoBlockingViolations(page, 'contacts, empty');
  });

  await test.step('three patients are added through the form', async () => {
    await contacts.addPatient({
      mrn: 'CP-001',
      firstName: 'Ana',
      lastName: 'García',
      dateOfBirth: '1984-02-29',
      email: 'ana.garcia@example.test',
    });
    await contacts.addPatient({
      mrn: 'CP-002',
      firstName: 'Ben',
      lastName: 'Okafor',
      dateOfBirth: '1950-11-03',
      mobile: '+44 7700 900111',
    });
    await contacts.addPatient({
      mrn: 'CP-003',
      firstName: 'Chloé',
      lastName: 'Martin',
      dateOfBirth: '2001-06-30',
    });
    await expect.poll(() => contacts.names()).toEqual(['García, Ana', 'Martin, Chloé', 'Okafor, Ben']);
    await expect(contacts.row('García, Ana')).toContainText('29 Feb 1984');
    await expect(contacts.row('García, Ana')).toContainText('E-mail');
    await expect(contacts.row('Okafor, Ben')).toContainText('SMS');
    await expectNoBlockingViolations(page, 'contacts, table');
  });

  await test.step('a second patient with a used MRN is refused at the MRN field', async () => {
    await contacts.addPatientButton.click();
    await contacts.fillPatient({
      mrn: 'CP-001',
      firstName: 'Anna',
      lastName: 'Other',
      dateOfBirth: '1990-01-01',
    });
    await contacts.patientDialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      contacts.patientDialog.getByRole('textbox', { name: 'Medical record number (MRN)' }),
    ).toHaveAccessibleDescription('A patient with this medical record number already exists.');
    await expectNoBlockingViolations(page, 'patient form with a refused field');
    await contacts.patientDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(contacts.patientDialog).toHaveCount(0);
  });

  await test.step('the search finds a patient by a prefix of the surname, then by MRN', async () => {
    await contacts.search.fill('okaf');
    await expect.poll(() => contacts.names()).toEqual(['Okafor, Ben']);
    await expect(contacts.search).toBeFocused();
    await contacts.search.fill('cp-003');
    await expect.poll(() => contacts.names()).toEqual(['Martin, Chloé']);
    await contacts.search.fill('');
    await expect.poll(() => contacts.names()).toHaveLength(3);
  });

  await test.step('editing one patient changes only that patient', async () => {
    await contacts.rowAction('García, Ana', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit patient' });
    await expect(dialog.getByRole('textbox', { name: 'Medical record number (MRN)' })).toHaveValue('CP-001');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('+34 600 123 456');
    await dialog
      .getByRole('combobox', { name: 'Communication preference' })
      .selectOption({ label: 'E-mail and SMS' });
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Spanish' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(contacts.notice('The patient has been saved.')).toBeVisible();
    await expect(contacts.row('García, Ana')).toContainText('Spanish');
    await expect(contacts.row('García, Ana')).toContainText('E-mail and SMS');
    await expect(contacts.row('Okafor, Ben')).toContainText('English');
  });

  await test.step("a name opens the patient's record to read; consent missing for the preference is flagged until it is given", async () => {
    await expect(contacts.row('García, Ana')).toContainText('No e-mail or SMS consent');
    const record = await contacts.openPatient('García, Ana');
    await expect(record.getByRole('textbox')).toHaveCount(0);
    const warning = record.getByText(/has agreed to neither e-mail nor SMS/);
    await expect(warning).toBeVisible();
    await expectNoBlockingViolations(page, "patient's record");
    await record.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit patient' });
    await dialog.getByRole('checkbox', { name: 'Agreed to receive e-mails' }).check();
    await dialog.getByRole('checkbox', { name: 'Agreed to receive SMS' }).check();
    await expect(dialog.getByText(/has agreed to neither e-mail nor SMS/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(contacts.notice('The patient has been saved.')).toBeVisible();
    await expect(contacts.row('García, Ana')).not.toContainText('consent');
  });

  await test.step('a bulk edit gives every selected patient the same language', async () => {
    await contacts.selectPage();
    await expect(contacts.area.getByText('Selected patients: 3')).toBeVisible();
    await contacts.area.getByRole('button', { name: 'Edit selected' }).click();
    await contacts.bulkEditDialog
      .getByRole('combobox', { name: 'Language' })
      .selectOption({ label: 'German' });
    await contacts.bulkEditDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(contacts.notice('Patients updated: 3')).toBeVisible();
    for (const name of ['García, Ana', 'Martin, Chloé', 'Okafor, Ben']) {
      await expect(contacts.row(name)).toContainText('German');
    }
  });

  await test.step('the changes are kept: a fresh page shows them', async () => {
    await page.reload();
    await expect(contacts.table).toBeVisible();
    await expect(contacts.row('Okafor, Ben')).toContainText('German');
    await expect(contacts.row('García, Ana')).toContainText('E-mail and SMS');
  });
});

test('staff group patients in a cohort and delete a selection only after typing the keyword', async ({
  page,
  signIn,
}) => {
  await signIn('contactsCohorts');
  const contacts = new ContactsPage(page);
  await contacts.open();

  await test.step('three patients are added', async () => {
    await contacts.addPatient({ mrn: 'CC-1', firstName: 'Dara', lastName: 'Ng', dateOfBirth: '1970-05-05' });
    await contacts.addPatient({
      mrn: 'CC-2',
      firstName: 'Eli',
      lastName: 'Price',
      dateOfBirth: '1965-09-12',
    });
    await contacts.addPatient({
      mrn: 'CC-3',
      firstName: 'Fay',
      lastName: 'Quinn',
      dateOfBirth: '1999-12-31',
    });
    await expect.poll(() => contacts.names()).toEqual(['Ng, Dara', 'Price, Eli', 'Quinn, Fay']);
  });

  await test.step('a cohort title needs two characters; a good one creates the cohort', async () => {
    await contacts.createCohort('D');
    const dialog = page.getByRole('dialog', { name: 'New cohort' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Use at least 2 characters.',
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Diabetes review');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(contacts.notice('The cohort has been created.')).toBeVisible();
    await expect(contacts.cohort('Diabetes review', 0)).toBeVisible();
  });

  await test.step('two selected patients join the cohort through the bulk edit', async () => {
    await contacts.select('Ng, Dara');
    await contacts.select('Quinn, Fay');
    await contacts.area.getByRole('button', { name: 'Edit selected' }).click();
    await contacts.bulkEditDialog
      .getByRole('combobox', { name: 'Add to cohort' })
      .selectOption({ label: 'Diabetes review' });
    await contacts.bulkEditDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(contacts.notice('Patients updated: 2')).toBeVisible();
    await expect(contacts.cohort('Diabetes review', 2)).toBeVisible();
  });

  await test.step('choosing the cohort lists its members only, with nothing selected', async () => {
    await contacts.cohort('Diabetes review', 2).click();
    await expect.poll(() => contacts.names()).toEqual(['Ng, Dara', 'Quinn, Fay']);
    await expect(contacts.area.getByText(/Selected patients/)).toHaveCount(0);
  });

  await test.step('deleting the members waits for the typed keyword', async () => {
    await contacts.selectPage();
    await contacts.area.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = contacts.confirmDialog;
    await expect(dialog).toContainText('This permanently deletes the selected patients (2)');
    const confirm = dialog.getByRole('button', { name: 'Delete patients' });
    await expect(confirm).toBeDisabled();
    await expectNoBlockingViolations(page, 'bulk delete confirmation');
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await confirm.click();
    await expect(contacts.notice('Patients deleted: 2')).toBeVisible();
    await expect(contacts.area.getByRole('region', { name: 'No patients match' })).toBeVisible();
    await expect(contacts.cohort('Diabetes review', 0)).toBeVisible();
  });

  await test.step('the other patient is still there', async () => {
    await contacts.cohorts.getByRole('button', { name: 'All patients' }).click();
    await expect.poll(() => contacts.names()).toEqual(['Price, Eli']);
  });
});
